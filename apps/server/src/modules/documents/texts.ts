import type { Language } from '@atelier/contract';

/** The words of an invoice or a credit note; `{rate}` and `{invoice}` are filled when drawn. */
export interface DocumentTexts {
  invoice: string;
  creditNote: string;
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

/**
 * The languages a document is drawn in. The PDF's fonts are the standard (Latin) ones, which hold
 * no Chinese or Japanese glyphs: a cn, jp or tw order's document is drawn in English until a CJK
 * font is shipped with the server.
 */
export const DOCUMENT_TEXTS = { en, es, fr };
export type DocumentLanguage = keyof typeof DOCUMENT_TEXTS;

export const documentLanguage = (lang: Language): DocumentLanguage =>
  lang in DOCUMENT_TEXTS ? (lang as DocumentLanguage) : 'en';
