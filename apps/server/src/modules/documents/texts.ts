import type { Language } from '@atelier/contract';

/** The words of an invoice or a credit note; `{rate}` and `{invoice}` are filled when drawn. */
export interface DocumentTexts {
  invoice: string;
  creditNote: string;
  /** The titles of Japan's qualified invoice and qualified return invoice (its credit note). */
  qualified: { invoice: string; creditNote: string };
  /** For the invoice it corrects. */
  corrects: string;
  number: string;
  issued: string;
  order: string;
  orderedOn: string;
  seller: string;
  buyer: string;
  taxNumber: string;
  /** Japan's qualified-invoice issuer number (T and 13 digits). */
  registration: string;
  item: string;
  qty: string;
  unitPrice: string;
  rate: string;
  amount: string;
  deductions: string;
  shipping: string;
  taxBreakdown: string;
  net: string;
  tax: string;
  credit: string;
  total: string;
  reason: string;
  pricesIncludeTax: string;
  taxAdded: string;
}

const en: DocumentTexts = {
  invoice: 'Invoice',
  creditNote: 'Credit note',
  qualified: { invoice: 'Qualified invoice', creditNote: 'Qualified return invoice' },
  corrects: 'Corrects invoice {invoice}',
  number: 'Number',
  issued: 'Date of issue',
  order: 'Order',
  orderedOn: 'Order date',
  seller: 'Seller',
  buyer: 'Buyer',
  taxNumber: 'Tax number',
  registration: 'Registration number',
  item: 'Item',
  qty: 'Qty',
  unitPrice: 'Unit price',
  rate: 'Tax rate',
  amount: 'Amount',
  deductions: 'Member price and discount',
  shipping: 'Shipping',
  taxBreakdown: 'Tax by rate',
  net: 'Net',
  tax: 'Tax',
  credit: 'Paid with store credit',
  total: 'Total',
  reason: 'Reason',
  pricesIncludeTax: 'Prices include VAT.',
  taxAdded: 'Tax is added to the prices.',
};

const es: DocumentTexts = {
  invoice: 'Factura',
  creditNote: 'Factura rectificativa',
  qualified: {
    invoice: 'Factura cualificada',
    creditNote: 'Factura rectificativa cualificada',
  },
  corrects: 'Rectifica la factura {invoice}',
  number: 'Número',
  issued: 'Fecha de emisión',
  order: 'Pedido',
  orderedOn: 'Fecha del pedido',
  seller: 'Vendedor',
  buyer: 'Comprador',
  taxNumber: 'NIF',
  registration: 'Número de registro',
  item: 'Artículo',
  qty: 'Cant.',
  unitPrice: 'Precio unitario',
  rate: 'Tipo',
  amount: 'Importe',
  deductions: 'Precio de socio y descuento',
  shipping: 'Envío',
  taxBreakdown: 'Impuesto por tipo',
  net: 'Base',
  tax: 'Cuota',
  credit: 'Pagado con saldo',
  total: 'Total',
  reason: 'Motivo',
  pricesIncludeTax: 'Los precios incluyen el IVA.',
  taxAdded: 'El impuesto se suma a los precios.',
};

const fr: DocumentTexts = {
  invoice: 'Facture',
  creditNote: 'Avoir',
  qualified: { invoice: 'Facture qualifiée', creditNote: 'Avoir qualifié' },
  corrects: 'Rectifie la facture {invoice}',
  number: 'Numéro',
  issued: "Date d'émission",
  order: 'Commande',
  orderedOn: 'Date de commande',
  seller: 'Vendeur',
  buyer: 'Acheteur',
  taxNumber: 'N° de TVA',
  registration: "Numéro d'enregistrement",
  item: 'Article',
  qty: 'Qté',
  unitPrice: 'Prix unitaire',
  rate: 'Taux',
  amount: 'Montant',
  deductions: 'Prix membre et remise',
  shipping: 'Livraison',
  taxBreakdown: 'TVA par taux',
  net: 'HT',
  tax: 'TVA',
  credit: 'Payé avec un avoir boutique',
  total: 'Total',
  reason: 'Motif',
  pricesIncludeTax: 'Les prix incluent la TVA.',
  taxAdded: 'La taxe s’ajoute aux prix.',
};

const cn: DocumentTexts = {
  invoice: '发票',
  creditNote: '红字发票',
  qualified: { invoice: '适格请求书', creditNote: '适格退还请求书' },
  corrects: '对应发票：{invoice}',
  number: '编号',
  issued: '开票日期',
  order: '订单',
  orderedOn: '下单日期',
  seller: '销售方',
  buyer: '购买方',
  taxNumber: '纳税人识别号',
  registration: '登记号码',
  item: '商品',
  qty: '数量',
  unitPrice: '单价',
  rate: '税率',
  amount: '金额',
  deductions: '会员价与折扣',
  shipping: '运费',
  taxBreakdown: '按税率',
  net: '不含税金额',
  tax: '税额',
  credit: '以店铺余额支付',
  total: '合计',
  reason: '原因',
  pricesIncludeTax: '价格已含税。',
  taxAdded: '税额另加于价格之上。',
};

const tw: DocumentTexts = {
  invoice: '發票',
  creditNote: '銷貨折讓單',
  qualified: { invoice: '適格請求書', creditNote: '適格退還請求書' },
  corrects: '對應發票：{invoice}',
  number: '號碼',
  issued: '開立日期',
  order: '訂單',
  orderedOn: '訂購日期',
  seller: '賣方',
  buyer: '買方',
  taxNumber: '統一編號',
  registration: '登記號碼',
  item: '品名',
  qty: '數量',
  unitPrice: '單價',
  rate: '稅率',
  amount: '金額',
  deductions: '會員價與折扣',
  shipping: '運費',
  taxBreakdown: '依稅率',
  net: '未稅金額',
  tax: '稅額',
  credit: '以商店餘額支付',
  total: '總計',
  reason: '原因',
  pricesIncludeTax: '價格已含稅。',
  taxAdded: '稅額另計。',
};

const jp: DocumentTexts = {
  invoice: '請求書',
  creditNote: '返還請求書',
  qualified: { invoice: '適格請求書', creditNote: '適格返還請求書' },
  corrects: '請求書 {invoice} の訂正',
  number: '番号',
  issued: '発行日',
  order: 'ご注文',
  orderedOn: 'ご注文日',
  seller: '発行者',
  buyer: '宛先',
  taxNumber: '税番号',
  registration: '登録番号',
  item: '品名',
  qty: '数量',
  unitPrice: '単価',
  rate: '税率',
  amount: '金額',
  deductions: '会員価格と割引',
  shipping: '送料',
  taxBreakdown: '税率別内訳',
  net: '税抜金額',
  tax: '消費税額',
  credit: 'ストアクレジットでのお支払い',
  total: '合計',
  reason: '理由',
  pricesIncludeTax: '価格は税込です。',
  taxAdded: '価格に消費税が加算されます。',
};

/** The words of a document in each language. */
export const DOCUMENT_TEXTS: Record<Language, DocumentTexts> = { en, es, fr, cn, jp, tw };
