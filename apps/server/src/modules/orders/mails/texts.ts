import type { Language } from '@atelier/contract';

/** The words of the order mails; `{x}` is filled in by render.ts. */
export interface OrderMailTexts {
  hello: string;
  view: string;
  items: string;
  subtotal: string;
  member: string;
  discount: string;
  tax: string;
  credit: string;
  total: string;
  signoff: string;
  placed: { subject: string; body: string; cash: string };
  paid: { subject: string; body: string };
  /** `body` names the carrier; `bodyOther`, for a carrier the shop does not know, names none. */
  shipped: { subject: string; body: string; bodyOther: string; partial: string; track: string };
  delivered: { subject: string; body: string };
  cancelled: { subject: string; body: string; refund: string };
  refunded: { subject: string; body: string; credit: string };
  staff: {
    subject: string;
    body: string;
    /** `{count}` units, by the language's plural rule (Intl.PluralRules): `other` when alone. */
    units: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
    cash: string;
    card: string;
    open: string;
  };
}

export const ORDER_MAIL_TEXTS: Record<Language, OrderMailTexts> = {
  en: {
    hello: 'Hello {name},',
    view: 'View your order',
    items: 'Items',
    subtotal: 'Subtotal',
    member: 'Member price',
    discount: 'Discount',
    tax: 'Tax',
    credit: 'Store credit',
    total: 'Total',
    signoff: 'The Atelier team',
    placed: {
      subject: 'Your Atelier order {code} is confirmed',
      body: 'Thank you for your order. We are preparing it and will write again when it ships.',
      cash: 'You will pay {total} in cash on delivery.',
    },
    paid: {
      subject: 'Payment received for your order {code}',
      body: 'We have received your payment of {amount}. We are preparing your order and will write again when it ships.',
    },
    shipped: {
      subject: 'Your order {code} is on its way',
      body: '{carrier} is bringing your parcel. Tracking number: {tracking}.',
      bodyOther: 'Your parcel is on its way. Tracking number: {tracking}.',
      partial: 'Part of your order has shipped; the rest will follow.',
      track: 'Track your parcel',
    },
    delivered: {
      subject: 'Your order {code} has been delivered',
      body: 'Your order has been delivered. We hope you enjoy it.',
    },
    cancelled: {
      subject: 'Your order {code} has been cancelled',
      body: 'Your order has been cancelled.',
      refund: 'We are refunding {amount} to your original payment method.',
    },
    refunded: {
      subject: 'Refund for your order {code}',
      body: 'We have refunded {amount} to your original payment method. It may take a few days to appear.',
      credit:
        'We have added {amount} to your Atelier store credit. It pays part or all of your next order at checkout.',
    },
    staff: {
      subject: 'New order {code} to ship',
      body: '{name} placed an order of {total} ({units}).',
      units: { one: '{count} item', other: '{count} items' },
      cash: 'Cash on delivery: collect {total}.',
      card: 'Paid by card.',
      open: 'Open it in the back office',
    },
  },
  es: {
    hello: 'Hola, {name}:',
    view: 'Ver tu pedido',
    items: 'Artículos',
    subtotal: 'Subtotal',
    member: 'Precio de socio',
    discount: 'Descuento',
    tax: 'Impuestos',
    credit: 'Saldo a favor',
    total: 'Total',
    signoff: 'El equipo de Atelier',
    placed: {
      subject: 'Tu pedido de Atelier {code} está confirmado',
      body: 'Gracias por tu pedido. Lo estamos preparando y te escribiremos de nuevo cuando salga.',
      cash: 'Pagarás {total} en efectivo a la entrega.',
    },
    paid: {
      subject: 'Pago recibido de tu pedido {code}',
      body: 'Hemos recibido tu pago de {amount}. Estamos preparando tu pedido y te escribiremos de nuevo cuando salga.',
    },
    shipped: {
      subject: 'Tu pedido {code} está en camino',
      body: '{carrier} lleva tu paquete. Número de seguimiento: {tracking}.',
      bodyOther: 'Tu paquete está en camino. Número de seguimiento: {tracking}.',
      partial: 'Ha salido una parte de tu pedido; el resto llegará después.',
      track: 'Seguir tu paquete',
    },
    delivered: {
      subject: 'Tu pedido {code} ha sido entregado',
      body: 'Tu pedido ha sido entregado. Esperamos que lo disfrutes.',
    },
    cancelled: {
      subject: 'Tu pedido {code} ha sido cancelado',
      body: 'Tu pedido ha sido cancelado.',
      refund: 'Te reembolsamos {amount} en tu método de pago original.',
    },
    refunded: {
      subject: 'Reembolso de tu pedido {code}',
      body: 'Te hemos reembolsado {amount} en tu método de pago original. Puede tardar unos días en aparecer.',
      credit:
        'Hemos añadido {amount} a tu saldo a favor en Atelier. Puedes usarlo para pagar parte o la totalidad de tu próximo pedido.',
    },
    staff: {
      subject: 'Nuevo pedido {code} para enviar',
      body: '{name} ha hecho un pedido de {total} ({units}).',
      units: { one: '{count} artículo', other: '{count} artículos' },
      cash: 'Contra reembolso: cobrar {total}.',
      card: 'Pagado con tarjeta.',
      open: 'Abrirlo en la trastienda',
    },
  },
  cn: {
    hello: '{name}，您好：',
    view: '查看您的订单',
    items: '商品',
    subtotal: '小计',
    member: '会员价',
    discount: '折扣',
    tax: '税费',
    credit: '商店余额',
    total: '合计',
    signoff: 'Atelier 团队',
    placed: {
      subject: '您的 Atelier 订单 {code} 已确认',
      body: '感谢您的订购。我们正在为您备货，发货时会再通知您。',
      cash: '您将在收货时以现金支付 {total}。',
    },
    paid: {
      subject: '已收到您订单 {code} 的付款',
      body: '我们已收到您支付的 {amount}。我们正在为您备货，发货时会再通知您。',
    },
    shipped: {
      subject: '您的订单 {code} 已发货',
      body: '您的包裹由 {carrier} 配送，运单号：{tracking}。',
      bodyOther: '您的包裹已发出，运单号：{tracking}。',
      partial: '您订单中的部分商品已发货，其余商品将随后寄出。',
      track: '查询物流',
    },
    delivered: {
      subject: '您的订单 {code} 已送达',
      body: '您的订单已送达，希望您喜欢。',
    },
    cancelled: {
      subject: '您的订单 {code} 已取消',
      body: '您的订单已取消。',
      refund: '我们将把 {amount} 退回您的原支付方式。',
    },
    refunded: {
      subject: '您的订单 {code} 已退款',
      body: '我们已将 {amount} 退回您的原支付方式，到账可能需要几天时间。',
      credit:
        '我们已将 {amount} 存入您的 Atelier 商店余额，可在结账时抵扣下一笔订单的部分或全部金额。',
    },
    staff: {
      subject: '新订单 {code} 待发货',
      body: '{name} 下了一笔 {total} 的订单（{units}）。',
      units: { other: '{count} 件商品' },
      cash: '货到付款：请收取 {total}。',
      card: '已用银行卡支付。',
      open: '在后台打开',
    },
  },
  jp: {
    hello: '{name} 様',
    view: 'ご注文を確認する',
    items: '商品',
    subtotal: '小計',
    member: '会員価格',
    discount: '割引',
    tax: '税',
    credit: 'ストアクレジット',
    total: '合計',
    signoff: 'Atelier チーム',
    placed: {
      subject: 'Atelier のご注文 {code} を承りました',
      body: 'ご注文ありがとうございます。ただいま準備しており、発送の際に改めてご連絡いたします。',
      cash: 'お支払いは代金引換で {total} です。',
    },
    paid: {
      subject: 'ご注文 {code} のお支払いを確認しました',
      body: '{amount} のお支払いを確認しました。ただいま準備しており、発送の際に改めてご連絡いたします。',
    },
    shipped: {
      subject: 'ご注文 {code} を発送しました',
      body: '{carrier} がお荷物をお届けします。お問い合わせ番号：{tracking}',
      bodyOther: 'お荷物を発送しました。お問い合わせ番号：{tracking}',
      partial: 'ご注文の一部を発送しました。残りは後日お届けします。',
      track: '配送状況を確認する',
    },
    delivered: {
      subject: 'ご注文 {code} をお届けしました',
      body: 'ご注文の商品をお届けしました。お楽しみいただければ幸いです。',
    },
    cancelled: {
      subject: 'ご注文 {code} はキャンセルされました',
      body: 'ご注文はキャンセルされました。',
      refund: '{amount} を元のお支払い方法に返金いたします。',
    },
    refunded: {
      subject: 'ご注文 {code} の返金',
      body: '{amount} を元のお支払い方法に返金しました。反映まで数日かかる場合があります。',
      credit:
        '{amount} を Atelier のストアクレジットに追加しました。次回のご注文の一部または全額のお支払いにご利用いただけます。',
    },
    staff: {
      subject: '新しい注文 {code} の発送準備',
      body: '{name} 様から {total} のご注文がありました（{units}）。',
      units: { other: '{count} 点' },
      cash: '代金引換：{total} を集金してください。',
      card: 'カード決済済み。',
      open: '管理画面で開く',
    },
  },
  tw: {
    hello: '{name} 您好：',
    view: '查看您的訂單',
    items: '商品',
    subtotal: '小計',
    member: '會員價',
    discount: '折扣',
    tax: '稅金',
    credit: '商店餘額',
    total: '總計',
    signoff: 'Atelier 團隊',
    placed: {
      subject: '您的 Atelier 訂單 {code} 已確認',
      body: '感謝您的訂購。我們正在為您備貨，出貨時會再通知您。',
      cash: '您將於收貨時以現金支付 {total}。',
    },
    paid: {
      subject: '已收到您訂單 {code} 的付款',
      body: '我們已收到您支付的 {amount}。我們正在為您備貨，出貨時會再通知您。',
    },
    shipped: {
      subject: '您的訂單 {code} 已出貨',
      body: '您的包裹由 {carrier} 配送，追蹤號碼：{tracking}。',
      bodyOther: '您的包裹已寄出，追蹤號碼：{tracking}。',
      partial: '您訂單中的部分商品已出貨，其餘商品將隨後寄出。',
      track: '追蹤包裹',
    },
    delivered: {
      subject: '您的訂單 {code} 已送達',
      body: '您的訂單已送達，希望您喜歡。',
    },
    cancelled: {
      subject: '您的訂單 {code} 已取消',
      body: '您的訂單已取消。',
      refund: '我們將把 {amount} 退回您原本的付款方式。',
    },
    refunded: {
      subject: '您的訂單 {code} 已退款',
      body: '我們已將 {amount} 退回您原本的付款方式，入帳可能需要幾天時間。',
      credit:
        '我們已將 {amount} 存入您的 Atelier 商店餘額，可在結帳時折抵下一筆訂單的部分或全部金額。',
    },
    staff: {
      subject: '新訂單 {code} 待出貨',
      body: '{name} 下了一筆 {total} 的訂單（{units}）。',
      units: { other: '{count} 件商品' },
      cash: '貨到付款：請收取 {total}。',
      card: '已用信用卡付款。',
      open: '在後台開啟',
    },
  },
  fr: {
    hello: 'Bonjour {name},',
    view: 'Voir votre commande',
    items: 'Articles',
    subtotal: 'Sous-total',
    member: 'Prix membre',
    discount: 'Remise',
    tax: 'Taxes',
    credit: 'Avoir',
    total: 'Total',
    signoff: "L'équipe Atelier",
    placed: {
      subject: 'Votre commande Atelier {code} est confirmée',
      body: "Merci pour votre commande. Nous la préparons et vous écrirons de nouveau lors de l'expédition.",
      cash: 'Vous paierez {total} en espèces à la livraison.',
    },
    paid: {
      subject: 'Paiement reçu pour votre commande {code}',
      body: "Nous avons bien reçu votre paiement de {amount}. Nous préparons votre commande et vous écrirons de nouveau lors de l'expédition.",
    },
    shipped: {
      subject: 'Votre commande {code} est en route',
      body: '{carrier} achemine votre colis. Numéro de suivi : {tracking}.',
      bodyOther: 'Votre colis est en route. Numéro de suivi : {tracking}.',
      partial: 'Une partie de votre commande a été expédiée ; le reste suivra.',
      track: 'Suivre votre colis',
    },
    delivered: {
      subject: 'Votre commande {code} a été livrée',
      body: 'Votre commande a été livrée. Nous espérons qu’elle vous plaira.',
    },
    cancelled: {
      subject: 'Votre commande {code} a été annulée',
      body: 'Votre commande a été annulée.',
      refund: 'Nous vous remboursons {amount} sur votre moyen de paiement d’origine.',
    },
    refunded: {
      subject: 'Remboursement de votre commande {code}',
      body: 'Nous vous avons remboursé {amount} sur votre moyen de paiement d’origine. Cela peut prendre quelques jours.',
      credit:
        'Nous avons ajouté {amount} à votre avoir Atelier. Il règle tout ou partie de votre prochaine commande lors du paiement.',
    },
    staff: {
      subject: 'Nouvelle commande {code} à expédier',
      body: '{name} a passé une commande de {total} ({units}).',
      units: { one: '{count} article', other: '{count} articles' },
      cash: 'Paiement à la livraison : encaisser {total}.',
      card: 'Payée par carte.',
      open: "L'ouvrir dans l'arrière-boutique",
    },
  },
};
