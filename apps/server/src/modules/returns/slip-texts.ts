import type { Language, ReturnReason } from '@atelier/contract';

/** The words of a return slip; `{variant}` is the exchange's colour and size. */
export interface SlipTexts {
  title: string;
  number: string;
  order: string;
  approved: string;
  sendTo: string;
  item: string;
  color: string;
  size: string;
  qty: string;
  reason: string;
  wanted: string;
  refund: string;
  exchange: string;
  reasons: Record<ReturnReason, string>;
  howTo: string;
  steps: string[];
}

export const SLIP_TEXTS: Record<Language, SlipTexts> = {
  en: {
    title: 'Return slip',
    number: 'Return number',
    order: 'Order',
    approved: 'Approved on',
    sendTo: 'Send the parcel to',
    item: 'Item',
    color: 'Colour',
    size: 'Size',
    qty: 'Qty',
    reason: 'Reason',
    wanted: 'You asked for',
    refund: 'Refund',
    exchange: 'Exchange: {variant}',
    reasons: {
      TOO_SMALL: 'Too small',
      TOO_LARGE: 'Too large',
      FIT: 'Does not fit well',
      NOT_AS_PICTURED: 'Colour not as pictured',
      QUALITY: 'Quality not as expected',
      DAMAGED: 'Damaged or faulty',
      WRONG_ITEM: 'Wrong item',
      CHANGED_MIND: 'Changed my mind',
    },
    howTo: 'How to send it back',
    steps: [
      'Put the items back in their packaging, unworn and with their tags.',
      'Print this slip and place it inside the parcel.',
      'Send the parcel to the address above and keep the proof of postage.',
    ],
  },
  es: {
    title: 'Etiqueta de devolución',
    number: 'Número de devolución',
    order: 'Pedido',
    approved: 'Aprobada el',
    sendTo: 'Envía el paquete a',
    item: 'Artículo',
    color: 'Color',
    size: 'Talla',
    qty: 'Cant.',
    reason: 'Motivo',
    wanted: 'Has pedido',
    refund: 'Reembolso',
    exchange: 'Cambio: {variant}',
    reasons: {
      TOO_SMALL: 'Demasiado pequeño',
      TOO_LARGE: 'Demasiado grande',
      FIT: 'No sienta bien',
      NOT_AS_PICTURED: 'El color no es como en la foto',
      QUALITY: 'La calidad no es la esperada',
      DAMAGED: 'Dañado o defectuoso',
      WRONG_ITEM: 'Artículo equivocado',
      CHANGED_MIND: 'He cambiado de opinión',
    },
    howTo: 'Cómo devolverlo',
    steps: [
      'Vuelve a poner los artículos en su embalaje, sin usar y con sus etiquetas.',
      'Imprime esta etiqueta y métela en el paquete.',
      'Envía el paquete a la dirección de arriba y guarda el justificante de envío.',
    ],
  },
  cn: {
    title: '退货单',
    number: '退货编号',
    order: '订单',
    approved: '批准日期',
    sendTo: '请将包裹寄至',
    item: '商品',
    color: '颜色',
    size: '尺码',
    qty: '数量',
    reason: '原因',
    wanted: '您的要求',
    refund: '退款',
    exchange: '换货：{variant}',
    reasons: {
      TOO_SMALL: '太小',
      TOO_LARGE: '太大',
      FIT: '不合身',
      NOT_AS_PICTURED: '颜色与图片不符',
      QUALITY: '质量不如预期',
      DAMAGED: '损坏或有缺陷',
      WRONG_ITEM: '发错商品',
      CHANGED_MIND: '改变主意',
    },
    howTo: '如何寄回',
    steps: [
      '请将商品放回包装内，保持未穿着并保留吊牌。',
      '打印本退货单并放入包裹内。',
      '将包裹寄至上方地址，并保留寄件凭证。',
    ],
  },
  jp: {
    title: '返品伝票',
    number: '返品番号',
    order: 'ご注文',
    approved: '承認日',
    sendTo: '返送先',
    item: '商品',
    color: 'カラー',
    size: 'サイズ',
    qty: '数量',
    reason: '理由',
    wanted: 'ご希望',
    refund: '返金',
    exchange: '交換：{variant}',
    reasons: {
      TOO_SMALL: '小さすぎる',
      TOO_LARGE: '大きすぎる',
      FIT: 'サイズ感が合わない',
      NOT_AS_PICTURED: '色が写真と違う',
      QUALITY: '品質が期待と違う',
      DAMAGED: '破損・不良',
      WRONG_ITEM: '商品違い',
      CHANGED_MIND: '気が変わった',
    },
    howTo: '返送の手順',
    steps: [
      '未着用・タグ付きのまま、商品を包装に戻してください。',
      'この伝票を印刷し、荷物に同封してください。',
      '上記の返送先へお送りいただき、発送の控えを保管してください。',
    ],
  },
  tw: {
    title: '退貨單',
    number: '退貨編號',
    order: '訂單',
    approved: '核准日期',
    sendTo: '請將包裹寄至',
    item: '商品',
    color: '顏色',
    size: '尺寸',
    qty: '數量',
    reason: '原因',
    wanted: '您的要求',
    refund: '退款',
    exchange: '換貨：{variant}',
    reasons: {
      TOO_SMALL: '太小',
      TOO_LARGE: '太大',
      FIT: '不合身',
      NOT_AS_PICTURED: '顏色與圖片不符',
      QUALITY: '品質不如預期',
      DAMAGED: '損壞或有瑕疵',
      WRONG_ITEM: '寄錯商品',
      CHANGED_MIND: '改變心意',
    },
    howTo: '如何寄回',
    steps: [
      '請將商品放回包裝內，保持未穿著並保留吊牌。',
      '列印本退貨單並放入包裹內。',
      '將包裹寄至上方地址，並保留寄件收據。',
    ],
  },
  fr: {
    title: 'Bordereau de retour',
    number: 'Numéro de retour',
    order: 'Commande',
    approved: 'Approuvé le',
    sendTo: 'Envoyez le colis à',
    item: 'Article',
    color: 'Couleur',
    size: 'Taille',
    qty: 'Qté',
    reason: 'Motif',
    wanted: 'Vous demandez',
    refund: 'Remboursement',
    exchange: 'Échange : {variant}',
    reasons: {
      TOO_SMALL: 'Trop petit',
      TOO_LARGE: 'Trop grand',
      FIT: 'Coupe inadaptée',
      NOT_AS_PICTURED: 'Couleur différente de la photo',
      QUALITY: 'Qualité décevante',
      DAMAGED: 'Endommagé ou défectueux',
      WRONG_ITEM: 'Mauvais article',
      CHANGED_MIND: "J'ai changé d'avis",
    },
    howTo: 'Comment le renvoyer',
    steps: [
      'Remettez les articles dans leur emballage, non portés et avec leurs étiquettes.',
      'Imprimez ce bordereau et glissez-le dans le colis.',
      "Envoyez le colis à l'adresse ci-dessus et gardez la preuve de dépôt.",
    ],
  },
};
