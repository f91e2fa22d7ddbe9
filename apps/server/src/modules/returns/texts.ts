import type { Language } from '@atelier/contract';

/**
 * The words of the return mails; `{x}` is filled in by mails.ts (`{shop}`: the shop's name,
 * `{code}`: the return's, `{order}`: its order's). The greeting is the order mails'.
 */
export interface ReturnMailTexts {
  view: string;
  /** Staff's message to the shopper, quoted under the decision. */
  message: string;
  requested: { subject: string; body: string };
  approved: { subject: string; body: string; slip: string; address: string };
  rejected: { subject: string; body: string };
  received: { subject: string; body: string };
  /** A return asked or approved but never sent, cancelled after the shop's hold. */
  lapsed: { subject: string; body: string };
  refunded: { subject: string; body: string; credit: string; bonus: string };
  exchangeShipped: { subject: string; body: string; track: string };
  staff: { subject: string; body: string; open: string };
}

export const RETURN_MAIL_TEXTS: Record<Language, ReturnMailTexts> = {
  en: {
    view: 'View your return',
    message: 'A word from us: {message}',
    requested: {
      subject: 'We have your return request {code}',
      body: 'We received your request to return items from order {order}. We will check it and write again shortly.',
    },
    approved: {
      subject: 'Your return {code} is approved',
      body: 'Your return is approved. Print the return slip, put it in the parcel and send it back to us.',
      slip: 'Your return slip',
      address: 'Send it to:',
    },
    rejected: {
      subject: 'About your return {code}',
      body: 'We are sorry: we cannot accept this return.',
    },
    received: {
      subject: 'We received your return {code}',
      body: 'Your parcel has arrived and we have checked the items. We will refund or send your exchange shortly.',
    },
    lapsed: {
      subject: 'Your return {code} has been cancelled',
      body: 'We did not receive your parcel in time, so we have cancelled this return and released any size we were holding for an exchange. If you still want to return these items, you can ask again from your order.',
    },
    refunded: {
      subject: 'Your return {code} is refunded',
      body: 'We refunded {amount} to your original payment method. It may take a few days to appear.',
      credit: 'We added {amount} to your store credit.',
      bonus: 'This includes a bonus of {amount} for choosing store credit.',
    },
    exchangeShipped: {
      subject: 'Your exchange for return {code} is on its way',
      body: 'Your new items have shipped with {carrier}, tracking number {tracking}.',
      track: 'Track your parcel',
    },
    staff: {
      subject: 'New return request {code}',
      body: '{name} asks to return {units} from order {order}.',
      open: 'Open the return',
    },
  },
  es: {
    view: 'Ver tu devolución',
    message: 'Un mensaje nuestro: {message}',
    requested: {
      subject: 'Hemos recibido tu solicitud de devolución {code}',
      body: 'Hemos recibido tu solicitud para devolver artículos del pedido {order}. La revisaremos y te escribiremos en breve.',
    },
    approved: {
      subject: 'Tu devolución {code} está aprobada',
      body: 'Tu devolución está aprobada. Imprime la etiqueta de devolución, ponla en el paquete y envíanoslo.',
      slip: 'Tu etiqueta de devolución',
      address: 'Envíalo a:',
    },
    rejected: {
      subject: 'Sobre tu devolución {code}',
      body: 'Lo sentimos: no podemos aceptar esta devolución.',
    },
    received: {
      subject: 'Hemos recibido tu devolución {code}',
      body: 'Tu paquete ha llegado y hemos revisado los artículos. Pronto te haremos el reembolso o te enviaremos el cambio.',
    },
    lapsed: {
      subject: 'Tu devolución {code} se ha cancelado',
      body: 'No recibimos tu paquete a tiempo, así que hemos cancelado esta devolución y liberado la talla que reservábamos para el cambio. Si aún quieres devolver estos artículos, puedes solicitarlo de nuevo desde tu pedido.',
    },
    refunded: {
      subject: 'Tu devolución {code} está reembolsada',
      body: 'Hemos reembolsado {amount} a tu método de pago original. Puede tardar unos días en aparecer.',
      credit: 'Hemos añadido {amount} a tu saldo en la tienda.',
      bonus: 'Incluye un extra de {amount} por elegir saldo en la tienda.',
    },
    exchangeShipped: {
      subject: 'Tu cambio de la devolución {code} está en camino',
      body: 'Tus nuevos artículos se han enviado con {carrier}, número de seguimiento {tracking}.',
      track: 'Seguir tu paquete',
    },
    staff: {
      subject: 'Nueva solicitud de devolución {code}',
      body: '{name} quiere devolver {units} del pedido {order}.',
      open: 'Abrir la devolución',
    },
  },
  cn: {
    view: '查看您的退货',
    message: '我们的留言：{message}',
    requested: {
      subject: '我们已收到您的退货申请 {code}',
      body: '我们已收到您退回订单 {order} 中商品的申请。我们会尽快审核并回复您。',
    },
    approved: {
      subject: '您的退货 {code} 已获批准',
      body: '您的退货已获批准。请打印退货单，放入包裹并寄回给我们。',
      slip: '您的退货单',
      address: '寄往：',
    },
    rejected: {
      subject: '关于您的退货 {code}',
      body: '很抱歉，我们无法接受此次退货。',
    },
    received: {
      subject: '我们已收到您的退货 {code}',
      body: '您的包裹已送达，我们已检查商品。我们将尽快为您退款或寄出换货。',
    },
    lapsed: {
      subject: '您的退货 {code} 已取消',
      body: '我们未能按时收到您的包裹，因此已取消此退货，并释放了为换货保留的尺码。如仍想退回这些商品，可在订单页面重新申请。',
    },
    refunded: {
      subject: '您的退货 {code} 已退款',
      body: '我们已将 {amount} 退回您的原支付方式，可能需要几天才能到账。',
      credit: '我们已将 {amount} 存入您的商店余额。',
      bonus: '其中包含选择商店余额的奖励 {amount}。',
    },
    exchangeShipped: {
      subject: '退货 {code} 的换货已发出',
      body: '您的新商品已通过 {carrier} 发出，运单号 {tracking}。',
      track: '追踪您的包裹',
    },
    staff: {
      subject: '新的退货申请 {code}',
      body: '{name} 申请退回订单 {order} 中的 {units}。',
      open: '打开退货',
    },
  },
  jp: {
    view: '返品を確認する',
    message: 'ショップからのメッセージ：{message}',
    requested: {
      subject: '返品のお申し込み {code} を受け付けました',
      body: 'ご注文 {order} の商品の返品のお申し込みを受け付けました。確認のうえ、改めてご連絡いたします。',
    },
    approved: {
      subject: '返品 {code} を承認しました',
      body: '返品を承認しました。返品伝票を印刷して荷物に入れ、ご返送ください。',
      slip: '返品伝票',
      address: '返送先：',
    },
    rejected: {
      subject: '返品 {code} について',
      body: '申し訳ございませんが、この返品はお受けできません。',
    },
    received: {
      subject: '返品 {code} を受け取りました',
      body: 'お荷物が届き、商品を確認いたしました。まもなく返金または交換品の発送を行います。',
    },
    lapsed: {
      subject: '返品 {code} をキャンセルしました',
      body: '期限内にお荷物が届かなかったため、この返品をキャンセルし、交換用に確保していたサイズを解放しました。引き続き返品をご希望の場合は、ご注文ページから再度お申し込みください。',
    },
    refunded: {
      subject: '返品 {code} の返金が完了しました',
      body: '{amount} をお支払い時の方法に返金いたしました。反映まで数日かかる場合があります。',
      credit: '{amount} をストアクレジットに追加しました。',
      bonus: 'ストアクレジットを選んでいただいた特典 {amount} を含みます。',
    },
    exchangeShipped: {
      subject: '返品 {code} の交換品を発送しました',
      body: '新しい商品を {carrier} で発送しました。追跡番号は {tracking} です。',
      track: '荷物を追跡する',
    },
    staff: {
      subject: '新しい返品のお申し込み {code}',
      body: '{name} 様がご注文 {order} から {units} の返品を申し込みました。',
      open: '返品を開く',
    },
  },
  tw: {
    view: '查看您的退貨',
    message: '我們的留言：{message}',
    requested: {
      subject: '我們已收到您的退貨申請 {code}',
      body: '我們已收到您退回訂單 {order} 商品的申請。我們會盡快審核並回覆您。',
    },
    approved: {
      subject: '您的退貨 {code} 已核准',
      body: '您的退貨已核准。請列印退貨單，放入包裹並寄回給我們。',
      slip: '您的退貨單',
      address: '寄至：',
    },
    rejected: {
      subject: '關於您的退貨 {code}',
      body: '很抱歉，我們無法接受此次退貨。',
    },
    received: {
      subject: '我們已收到您的退貨 {code}',
      body: '您的包裹已送達，我們已檢查商品。我們將盡快為您退款或寄出換貨。',
    },
    lapsed: {
      subject: '您的退貨 {code} 已取消',
      body: '我們未能如期收到您的包裹，因此已取消此退貨，並釋出為換貨保留的尺寸。如仍想退回這些商品，可在訂單頁面重新申請。',
    },
    refunded: {
      subject: '您的退貨 {code} 已退款',
      body: '我們已將 {amount} 退回您的原付款方式，可能需要幾天才會入帳。',
      credit: '我們已將 {amount} 存入您的商店餘額。',
      bonus: '其中包含選擇商店餘額的獎勵 {amount}。',
    },
    exchangeShipped: {
      subject: '退貨 {code} 的換貨已寄出',
      body: '您的新商品已透過 {carrier} 寄出，追蹤號碼 {tracking}。',
      track: '追蹤您的包裹',
    },
    staff: {
      subject: '新的退貨申請 {code}',
      body: '{name} 申請退回訂單 {order} 中的 {units}。',
      open: '開啟退貨',
    },
  },
  fr: {
    view: 'Voir votre retour',
    message: 'Un mot de notre part : {message}',
    requested: {
      subject: 'Nous avons reçu votre demande de retour {code}',
      body: 'Nous avons reçu votre demande de retour d’articles de la commande {order}. Nous l’examinons et revenons vers vous rapidement.',
    },
    approved: {
      subject: 'Votre retour {code} est accepté',
      body: 'Votre retour est accepté. Imprimez le bordereau de retour, glissez-le dans le colis et renvoyez-le-nous.',
      slip: 'Votre bordereau de retour',
      address: 'À envoyer à :',
    },
    rejected: {
      subject: 'À propos de votre retour {code}',
      body: 'Nous sommes désolés : nous ne pouvons pas accepter ce retour.',
    },
    received: {
      subject: 'Nous avons reçu votre retour {code}',
      body: 'Votre colis est arrivé et nous avons vérifié les articles. Nous procédons bientôt au remboursement ou à l’envoi de votre échange.',
    },
    lapsed: {
      subject: 'Votre retour {code} a été annulé',
      body: 'Nous n’avons pas reçu votre colis à temps : nous avons donc annulé ce retour et libéré la taille réservée pour l’échange. Si vous souhaitez toujours renvoyer ces articles, vous pouvez refaire une demande depuis votre commande.',
    },
    refunded: {
      subject: 'Votre retour {code} est remboursé',
      body: 'Nous avons remboursé {amount} sur votre moyen de paiement d’origine. Cela peut prendre quelques jours.',
      credit: 'Nous avons ajouté {amount} à votre avoir boutique.',
      bonus: 'Dont un bonus de {amount} pour avoir choisi l’avoir.',
    },
    exchangeShipped: {
      subject: 'Votre échange du retour {code} est en route',
      body: 'Vos nouveaux articles sont partis avec {carrier}, numéro de suivi {tracking}.',
      track: 'Suivre votre colis',
    },
    staff: {
      subject: 'Nouvelle demande de retour {code}',
      body: '{name} demande à retourner {units} de la commande {order}.',
      open: 'Ouvrir le retour',
    },
  },
};
