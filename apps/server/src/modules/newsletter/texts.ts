import type { Language } from '@atelier/contract';

/** The words of the newsletter's mails; `{x}` is filled in by mails.ts, `{shop}` with the shop's name,
 * `{percent}` with the newsletter offer's. */
export interface NewsletterTexts {
  hello: string;
  unsubscribe: string;
  confirm: { subject: string; body: string; button: string; ignore: string };
  welcome: { subject: string; body: string; code: string; terms: string; shop: string };
}

export const NEWSLETTER_TEXTS: Record<Language, NewsletterTexts> = {
  en: {
    hello: 'Hello,',
    unsubscribe: 'Unsubscribe',
    confirm: {
      subject: 'Confirm your subscription to the {shop} newsletter',
      body: 'Please confirm that you want to receive the {shop} newsletter at this address. Once you confirm, we will send you a code for {percent}% off your first order.',
      button: 'Confirm my subscription',
      ignore: 'If you did not ask for it, ignore this email: you will not be subscribed.',
    },
    welcome: {
      subject: 'Welcome to the {shop} newsletter: {percent}% off your first order',
      body: 'Thank you for confirming your subscription. Here is your personal code for {percent}% off your first order:',
      code: 'Your code: {code}',
      terms:
        'Enter it at checkout. It can be used once, on the first order of the account with this email address.',
      shop: 'Visit the shop',
    },
  },
  es: {
    hello: 'Hola:',
    unsubscribe: 'Darse de baja',
    confirm: {
      subject: 'Confirma tu suscripción al boletín de {shop}',
      body: 'Confirma que quieres recibir el boletín de {shop} en esta dirección. En cuanto lo confirmes, te enviaremos un código con un {percent} % de descuento en tu primer pedido.',
      button: 'Confirmar mi suscripción',
      ignore: 'Si no lo has solicitado, ignora este correo: no quedarás suscrito.',
    },
    welcome: {
      subject: 'Bienvenido al boletín de {shop}: {percent} % de descuento en tu primer pedido',
      body: 'Gracias por confirmar tu suscripción. Aquí tienes tu código personal con un {percent} % de descuento en tu primer pedido:',
      code: 'Tu código: {code}',
      terms:
        'Introdúcelo al finalizar la compra. Puede usarse una vez, en el primer pedido de la cuenta con esta dirección de correo.',
      shop: 'Ir a la tienda',
    },
  },
  cn: {
    hello: '您好：',
    unsubscribe: '退订',
    confirm: {
      subject: '请确认订阅 {shop} 新闻通讯',
      body: '请确认您希望通过此邮箱接收 {shop} 新闻通讯。确认后，我们将向您发送首单立减 {percent}% 优惠码。',
      button: '确认订阅',
      ignore: '如果这不是您本人的操作，请忽略此邮件，您不会被订阅。',
    },
    welcome: {
      subject: '欢迎订阅 {shop} 新闻通讯：首单立减 {percent}%',
      body: '感谢您确认订阅。这是您专属的首单立减 {percent}% 优惠码：',
      code: '您的优惠码：{code}',
      terms: '请在结账时输入。仅限使用一次，适用于使用此邮箱地址的账户的首笔订单。',
      shop: '前往商店',
    },
  },
  jp: {
    hello: 'こんにちは。',
    unsubscribe: '配信停止',
    confirm: {
      subject: '{shop} ニュースレターの登録を確認してください',
      body: 'このアドレスで {shop} のニュースレターを受け取ることを確認してください。確認後、初回のご注文が{percent}%オフになるコードをお送りします。',
      button: '登録を確認する',
      ignore: 'お心当たりがない場合は、このメールを無視してください。登録はされません。',
    },
    welcome: {
      subject: '{shop} ニュースレターへようこそ：初回のご注文が{percent}%オフ',
      body: 'ご登録の確認ありがとうございます。初回のご注文が{percent}%オフになる、あなた専用のコードです：',
      code: 'コード：{code}',
      terms:
        'ご購入手続きの際に入力してください。このメールアドレスのアカウントの初回のご注文に、1回のみご利用いただけます。',
      shop: 'ショップを見る',
    },
  },
  tw: {
    hello: '您好：',
    unsubscribe: '取消訂閱',
    confirm: {
      subject: '請確認訂閱 {shop} 電子報',
      body: '請確認您希望透過此信箱接收 {shop} 電子報。確認後，我們將寄給您首筆訂單立減 {percent}% 優惠碼。',
      button: '確認訂閱',
      ignore: '如果這不是您本人的操作，請忽略此郵件，您不會被訂閱。',
    },
    welcome: {
      subject: '歡迎訂閱 {shop} 電子報：首筆訂單立減 {percent}%',
      body: '感謝您確認訂閱。這是您專屬的首筆訂單立減 {percent}% 優惠碼：',
      code: '您的優惠碼：{code}',
      terms: '請在結帳時輸入。僅限使用一次，適用於使用此電子郵件地址的帳戶的首筆訂單。',
      shop: '前往商店',
    },
  },
  fr: {
    hello: 'Bonjour,',
    unsubscribe: 'Se désabonner',
    confirm: {
      subject: "Confirmez votre inscription à la lettre d'information {shop}",
      body: "Confirmez que vous souhaitez recevoir la lettre d'information {shop} à cette adresse. Dès votre confirmation, nous vous enverrons un code de {percent} % de réduction sur votre première commande.",
      button: 'Confirmer mon inscription',
      ignore: "Si vous ne l'avez pas demandé, ignorez cet e-mail : vous ne serez pas inscrit.",
    },
    welcome: {
      subject:
        "Bienvenue dans la lettre d'information {shop} : {percent} % sur votre première commande",
      body: 'Merci d’avoir confirmé votre inscription. Voici votre code personnel de {percent} % de réduction sur votre première commande :',
      code: 'Votre code : {code}',
      terms:
        'Saisissez-le lors du paiement. Il est valable une fois, sur la première commande du compte ayant cette adresse e-mail.',
      shop: 'Visiter la boutique',
    },
  },
};

/** What the newsletter's calls answer, shown by the shop as they are. */
export const NEWSLETTER_ANSWERS: Record<
  Language,
  { check: string; confirmed: string; unsubscribed: string }
> = {
  en: {
    check: 'Almost done: check your inbox and confirm your subscription.',
    confirmed: 'Your subscription is confirmed. Your code for 10% off is on its way.',
    unsubscribed: 'You are unsubscribed: we will not send you the newsletter any more.',
  },
  es: {
    check: 'Casi listo: revisa tu bandeja de entrada y confirma tu suscripción.',
    confirmed: 'Tu suscripción está confirmada. Tu código del 10 % está en camino.',
    unsubscribed: 'Te has dado de baja: ya no te enviaremos el boletín.',
  },
  cn: {
    check: '即将完成：请查收邮件并确认订阅。',
    confirmed: '您的订阅已确认。九折优惠码已发送至您的邮箱。',
    unsubscribed: '您已退订，我们将不再向您发送新闻通讯。',
  },
  jp: {
    check: 'あと少しです。受信箱を確認し、登録を確定してください。',
    confirmed: '登録が確認されました。10%オフのコードをお送りしました。',
    unsubscribed: '配信を停止しました。今後ニュースレターはお送りしません。',
  },
  tw: {
    check: '即將完成：請查看您的信箱並確認訂閱。',
    confirmed: '您的訂閱已確認。九折優惠碼已寄至您的信箱。',
    unsubscribed: '您已取消訂閱，我們將不再寄送電子報給您。',
  },
  fr: {
    check: 'Presque fini : consultez votre boîte de réception et confirmez votre inscription.',
    confirmed: 'Votre inscription est confirmée. Votre code de 10 % est en route.',
    unsubscribed: "Vous êtes désabonné : nous ne vous enverrons plus la lettre d'information.",
  },
};
