import type { ErrorParams, ErrorReason, Language } from '@atelier/contract';
import { fill } from '../modules/orders/mails/render.ts';

type Translations = Record<Exclude<Language, 'en'>, string>;

/**
 * A refusal's `message` in the other five languages, for each reason; `{name}` takes the error's
 * parameter. English is the service's own message, which may say more (which SKUs, why).
 */
const MESSAGES: Record<ErrorReason, Translations> = {
  SOLD_OUT: {
    es: 'Este artículo está agotado',
    cn: '该商品已售罄',
    jp: 'この商品は売り切れです',
    tw: '此商品已售完',
    fr: 'Cet article est épuisé',
  },
  ONLY_LEFT: {
    es: 'Solo quedan {count} en stock',
    cn: '仅剩 {count} 件库存',
    jp: '在庫は残り {count} 点です',
    tw: '僅剩 {count} 件庫存',
    fr: 'Plus que {count} en stock',
  },
  MAX_QTY: {
    es: 'La cantidad máxima es {max}',
    cn: '数量最多为 {max}',
    jp: '数量は最大 {max} までです',
    tw: '數量最多為 {max}',
    fr: 'La quantité ne peut pas dépasser {max}',
  },
  CART_EMPTY: {
    es: 'Tu carrito está vacío',
    cn: '您的购物车是空的',
    jp: 'カートは空です',
    tw: '您的購物車是空的',
    fr: 'Votre panier est vide',
  },
  OUT_OF_STOCK: {
    es: 'No hay suficiente stock de {items}',
    cn: '{items} 库存不足',
    jp: '{items} の在庫が足りません',
    tw: '{items} 庫存不足',
    fr: 'Stock insuffisant pour {items}',
  },
  ADDRESS_REQUIRED: {
    es: 'Elige una dirección de entrega',
    cn: '请选择收货地址',
    jp: '配送先の住所を選んでください',
    tw: '請選擇收件地址',
    fr: 'Choisissez une adresse de livraison',
  },
  NOT_PAYABLE: {
    es: 'Este pedido no está pendiente de pago',
    cn: '此订单不在等待付款状态',
    jp: 'この注文はお支払い待ちではありません',
    tw: '此訂單不在等待付款狀態',
    fr: "Cette commande n'attend pas de paiement",
  },
  NOT_CANCELLABLE: {
    es: 'Este pedido ya no se puede cancelar',
    cn: '此订单已无法取消',
    jp: 'この注文はもうキャンセルできません',
    tw: '此訂單已無法取消',
    fr: 'Cette commande ne peut plus être annulée',
  },
  AMOUNT_MISMATCH: {
    es: 'El importe no coincide con el total del pedido de {total} {currency}',
    cn: '金额与订单总额 {total} {currency} 不符',
    jp: '金額が注文合計 {total} {currency} と一致しません',
    tw: '金額與訂單總額 {total} {currency} 不符',
    fr: 'Le montant ne correspond pas au total de la commande de {total} {currency}',
  },
  CARD_INVALID: {
    es: 'El número de tu tarjeta no es válido',
    cn: '您的卡号无效',
    jp: 'カード番号が無効です',
    tw: '您的卡號無效',
    fr: "Le numéro de votre carte n'est pas valide",
  },
  CARD_EXPIRED: {
    es: 'Tu tarjeta ha caducado',
    cn: '您的卡已过期',
    jp: 'カードの有効期限が切れています',
    tw: '您的卡片已過期',
    fr: 'Votre carte a expiré',
  },
  UNAVAILABLE: {
    es: 'Este producto ya no está disponible',
    cn: '该商品已下架',
    jp: 'この商品は現在お取り扱いしていません',
    tw: '此商品已下架',
    fr: 'Ce produit n’est plus disponible',
  },
  CODE_UNKNOWN: {
    es: 'Este código no existe',
    cn: '此优惠码不存在',
    jp: 'このコードは存在しません',
    tw: '此優惠碼不存在',
    fr: "Ce code n'existe pas",
  },
  CODE_NOT_STARTED: {
    es: 'Este código aún no es válido',
    cn: '此优惠码尚未生效',
    jp: 'このコードはまだ有効ではありません',
    tw: '此優惠碼尚未生效',
    fr: "Ce code n'est pas encore valable",
  },
  CODE_EXPIRED: {
    es: 'Este código ha caducado',
    cn: '此优惠码已过期',
    jp: 'このコードの有効期限が切れています',
    tw: '此優惠碼已過期',
    fr: 'Ce code a expiré',
  },
  CODE_MIN_SUBTOTAL: {
    es: 'Gasta al menos {min} {currency} para usar este código',
    cn: '消费满 {min} {currency} 才能使用此优惠码',
    jp: 'このコードのご利用には {min} {currency} 以上のお買い物が必要です',
    tw: '消費滿 {min} {currency} 才能使用此優惠碼',
    fr: 'Dépensez au moins {min} {currency} pour utiliser ce code',
  },
  CODE_USED_UP: {
    es: 'Este código ya se ha agotado',
    cn: '此优惠码已被用完',
    jp: 'このコードは利用上限に達しました',
    tw: '此優惠碼已被用完',
    fr: 'Ce code a été entièrement utilisé',
  },
  CODE_ALREADY_USED: {
    es: 'Ya has usado este código',
    cn: '您已使用过此优惠码',
    jp: 'このコードはすでにご利用済みです',
    tw: '您已使用過此優惠碼',
    fr: 'Vous avez déjà utilisé ce code',
  },
  CODE_FIRST_ORDER: {
    es: 'Este código es solo para un primer pedido',
    cn: '此优惠码仅限首单使用',
    jp: 'このコードは初回のご注文専用です',
    tw: '此優惠碼僅限首筆訂單使用',
    fr: 'Ce code est réservé à une première commande',
  },
  CODE_NEEDS_ACCOUNT: {
    es: 'Inicia sesión para usar este código',
    cn: '请登录后使用此优惠码',
    jp: 'このコードを使うにはログインしてください',
    tw: '請登入後使用此優惠碼',
    fr: 'Connectez-vous pour utiliser ce code',
  },
  CODE_NOT_YOURS: {
    es: 'Este código pertenece a otra cuenta',
    cn: '此优惠码属于其他账户',
    jp: 'このコードは別のアカウント用です',
    tw: '此優惠碼屬於其他帳戶',
    fr: 'Ce code appartient à un autre compte',
  },
  NO_PLAN: {
    es: 'No tienes ningún plan de pago',
    cn: '您没有付费会员',
    jp: '有料プランに加入していません',
    tw: '您沒有付費方案',
    fr: "Vous n'avez pas d'abonnement payant",
  },
  PLAN_RENEWING: {
    es: 'Cancela tu plan para volver a Silver',
    cn: '请取消会员以恢复为 Silver',
    jp: 'Silverに戻すにはプランを解約してください',
    tw: '請取消方案以恢復為 Silver',
    fr: 'Résiliez votre abonnement pour repasser en Silver',
  },
  PLAN_NOT_CANCELLABLE: {
    es: 'Un plan de pago no se reembolsa: cancélalo desde tu cuenta y terminará con su periodo',
    cn: '付费套餐不予退款：请在账户中取消，套餐将在本期结束时终止',
    jp: '有料プランは返金されません。アカウントから解約すると、現在の期間の終了とともに終了します',
    tw: '付費方案不予退款：請在帳戶中取消，方案將在本期結束時終止',
    fr: "Une formule payante n'est pas remboursée : résiliez-la depuis votre compte, elle prend fin avec sa période",
  },
  PLAN_NOT_ON_SALE: {
    es: 'Este plan ya no se ofrece',
    cn: '该会员方案已停止提供',
    jp: 'このプランは現在提供されていません',
    tw: '此方案已停止提供',
    fr: "Cette formule n'est plus proposée",
  },
  PLAN_OFF: {
    es: 'Este plan se ha retirado: termina con tu mes pagado',
    cn: '该会员方案已停止：将在您已付费的当月结束时终止',
    jp: 'このプランは終了しました。お支払い済みの期間の終了とともに終了します',
    tw: '此方案已停止：將在您已付費的當月結束時終止',
    fr: 'Cette formule a été arrêtée : elle prend fin avec votre mois payé',
  },
  CASH_OFF: {
    es: 'No se ofrece el pago contra reembolso: paga con tarjeta',
    cn: '不支持货到付款：请使用银行卡支付',
    jp: '代金引換はご利用いただけません。カードでお支払いください',
    tw: '不提供貨到付款：請以信用卡付款',
    fr: "Le paiement à la livraison n'est pas proposé : payez par carte",
  },
  MARKET_CHANGED: {
    es: 'Esta dirección se cobra en {currency}: revisa los nuevos precios antes de pagar',
    cn: '该地址以 {currency} 结算：请在付款前查看新的价格',
    jp: 'この住所へのお届けは {currency} でのお支払いです。お支払いの前に新しい価格をご確認ください',
    tw: '此地址以 {currency} 結帳：請在付款前確認新的價格',
    fr: 'Cette adresse se règle en {currency} : vérifiez les nouveaux prix avant de payer',
  },
  NO_DELIVERY: {
    es: 'No enviamos a esta dirección',
    cn: '我们暂不配送至该地址',
    jp: 'この住所へはお届けできません',
    tw: '我們暫不配送至此地址',
    fr: 'Nous ne livrons pas à cette adresse',
  },
  SHIPPING_UNAVAILABLE: {
    es: 'Este método de envío no está disponible para esta dirección',
    cn: '该配送方式不适用于此地址',
    jp: 'この配送方法はこの住所ではご利用いただけません',
    tw: '此配送方式不適用於此地址',
    fr: "Ce mode de livraison n'est pas proposé pour cette adresse",
  },
};

/** A refusal's message in `lang`: `english` (the service's own) or the reason's translation. */
export const reasonMessage = (
  english: string,
  { reason, params }: { reason: ErrorReason; params?: ErrorParams },
  lang: Language,
) => (lang === 'en' ? english : fill(MESSAGES[reason][lang], params ?? {}));
