import type { Language } from '@atelier/contract';

/** One plan mail: `{x}` is filled in by mails.ts. */
interface PlanMailText {
  subject: string;
  body: string[];
}

/** The words of the plan mails, and the server messages of the plan routes. */
export interface PlanTexts {
  hello: string;
  manage: string;
  renewed: PlanMailText;
  failed: PlanMailText;
  cancelled: PlanMailText;
  /** Staff switched the plan off: it ends with its paid month. */
  discontinued: PlanMailText;
  ended: PlanMailText;
  /** Why it ended: 'ended' mail's second line. */
  endedCancelled: string;
  endedUnpaid: string;
}

export const PLAN_TEXTS: Record<Language, PlanTexts> = {
  en: {
    hello: 'Hello {name},',
    manage: 'Manage your plan',
    renewed: {
      subject: 'Your {plan} plan is renewed',
      body: [
        'We charged {amount} for another month of your {plan} plan.',
        'It renews next on {date}. You can cancel anytime from your account.',
      ],
    },
    failed: {
      subject: 'We could not renew your {plan} plan',
      body: [
        'Your card was refused when we tried to charge {amount} for your {plan} plan.',
        'We will try again over the next days. To keep your plan, buy it again with another card from your account before {date}: after that date your account goes back to Silver.',
      ],
    },
    cancelled: {
      subject: 'Your {plan} plan is cancelled',
      body: [
        'Your {plan} plan will not renew. Its perks stay until it ends on {date}; then your account goes back to Silver.',
        'Changed your mind? Keep your plan from your account before that date.',
      ],
    },
    discontinued: {
      subject: 'Your {plan} plan is being discontinued',
      body: [
        'We no longer offer the {plan} plan. Yours keeps all its perks until {date}, and nothing more will be charged.',
        'After that date your account goes back to Silver.',
      ],
    },
    ended: {
      subject: 'Your {plan} plan has ended',
      body: ['Your {plan} plan ended on {date} and your account is back on Silver.'],
    },
    endedCancelled: 'You cancelled it. You can subscribe again anytime.',
    endedUnpaid: 'We could not charge your card for it. You can subscribe again with another card.',
  },
  es: {
    hello: 'Hola, {name}:',
    manage: 'Gestionar tu plan',
    renewed: {
      subject: 'Tu plan {plan} se ha renovado',
      body: [
        'Hemos cobrado {amount} por otro mes de tu plan {plan}.',
        'Se renovará el {date}. Puedes cancelarlo cuando quieras desde tu cuenta.',
      ],
    },
    failed: {
      subject: 'No hemos podido renovar tu plan {plan}',
      body: [
        'Tu tarjeta fue rechazada al cobrar {amount} por tu plan {plan}.',
        'Lo volveremos a intentar en los próximos días. Para conservar tu plan, cómpralo de nuevo con otra tarjeta desde tu cuenta antes del {date}: después tu cuenta volverá a Silver.',
      ],
    },
    cancelled: {
      subject: 'Tu plan {plan} está cancelado',
      body: [
        'Tu plan {plan} no se renovará. Conservas sus ventajas hasta que termine el {date}; después tu cuenta volverá a Silver.',
        '¿Has cambiado de opinión? Conserva tu plan desde tu cuenta antes de esa fecha.',
      ],
    },
    discontinued: {
      subject: 'Tu plan {plan} se retira',
      body: [
        'Ya no ofrecemos el plan {plan}. El tuyo conserva todas sus ventajas hasta el {date} y no se te cobrará nada más.',
        'Después de esa fecha tu cuenta vuelve a Silver.',
      ],
    },
    ended: {
      subject: 'Tu plan {plan} ha terminado',
      body: ['Tu plan {plan} terminó el {date} y tu cuenta vuelve a ser Silver.'],
    },
    endedCancelled: 'Lo cancelaste. Puedes suscribirte de nuevo cuando quieras.',
    endedUnpaid: 'No pudimos cobrarlo en tu tarjeta. Puedes suscribirte de nuevo con otra tarjeta.',
  },
  cn: {
    hello: '{name}，您好：',
    manage: '管理您的会员计划',
    renewed: {
      subject: '您的 {plan} 会员已续订',
      body: [
        '我们已为您的 {plan} 会员扣款 {amount}，续订一个月。',
        '下次续订日期为 {date}。您可以随时在账户中取消。',
      ],
    },
    failed: {
      subject: '您的 {plan} 会员续订失败',
      body: [
        '我们尝试为您的 {plan} 会员扣款 {amount}，但您的银行卡被拒绝。',
        '我们会在接下来几天重试。如需保留会员，请在 {date} 之前在账户中用其他银行卡重新购买：过了该日期，您的账户将恢复为 Silver。',
      ],
    },
    cancelled: {
      subject: '您的 {plan} 会员已取消',
      body: [
        '您的 {plan} 会员将不再续订。会员权益保留至 {date} 结束，之后您的账户将恢复为 Silver。',
        '改变主意了？请在该日期之前在账户中保留会员。',
      ],
    },
    discontinued: {
      subject: '您的 {plan} 会员方案即将停止',
      body: [
        '我们已不再提供 {plan} 方案。您的方案在 {date} 前保留全部权益，且不会再扣费。',
        '该日期之后，您的账户将恢复为 Silver。',
      ],
    },
    ended: {
      subject: '您的 {plan} 会员已结束',
      body: ['您的 {plan} 会员已于 {date} 结束，账户已恢复为 Silver。'],
    },
    endedCancelled: '您已取消该会员，可随时重新订阅。',
    endedUnpaid: '我们无法从您的银行卡扣款。您可以用其他银行卡重新订阅。',
  },
  jp: {
    hello: '{name} 様',
    manage: 'プランを管理',
    renewed: {
      subject: '{plan}プランを更新しました',
      body: [
        '{plan}プランの1か月分として{amount}を請求しました。',
        '次回の更新日は{date}です。アカウントからいつでも解約できます。',
      ],
    },
    failed: {
      subject: '{plan}プランを更新できませんでした',
      body: [
        '{plan}プランの{amount}を請求しようとしましたが、カードが拒否されました。',
        '数日以内に再度お試しします。プランを続けるには、{date}までにアカウントから別のカードで購入し直してください。その日を過ぎるとアカウントはSilverに戻ります。',
      ],
    },
    cancelled: {
      subject: '{plan}プランを解約しました',
      body: [
        '{plan}プランは更新されません。特典は{date}の終了日までご利用いただけ、その後アカウントはSilverに戻ります。',
        'お気持ちが変わりましたら、その日までにアカウントからプランを継続できます。',
      ],
    },
    discontinued: {
      subject: '{plan}プランの提供終了のお知らせ',
      body: [
        '{plan}プランの提供を終了しました。お客様のプランは{date}まですべての特典をご利用いただけ、これ以上の請求はありません。',
        'その日以降、アカウントはSilverに戻ります。',
      ],
    },
    ended: {
      subject: '{plan}プランが終了しました',
      body: ['{plan}プランは{date}に終了し、アカウントはSilverに戻りました。'],
    },
    endedCancelled: 'ご解約によるものです。いつでも再度お申し込みいただけます。',
    endedUnpaid: 'カードに請求できませんでした。別のカードで再度お申し込みいただけます。',
  },
  tw: {
    hello: '{name}，您好：',
    manage: '管理您的會員方案',
    renewed: {
      subject: '您的 {plan} 方案已續訂',
      body: [
        '我們已為您的 {plan} 方案收取 {amount}，續訂一個月。',
        '下次續訂日期為 {date}。您可以隨時在帳戶中取消。',
      ],
    },
    failed: {
      subject: '您的 {plan} 方案續訂失敗',
      body: [
        '我們嘗試為您的 {plan} 方案收取 {amount}，但您的信用卡遭到拒絕。',
        '我們會在接下來幾天重試。如要保留方案，請在 {date} 之前於帳戶中以其他信用卡重新購買：過了該日期，您的帳戶將恢復為 Silver。',
      ],
    },
    cancelled: {
      subject: '您的 {plan} 方案已取消',
      body: [
        '您的 {plan} 方案將不再續訂。方案權益保留至 {date} 結束，之後您的帳戶將恢復為 Silver。',
        '改變心意了嗎？請在該日期之前於帳戶中保留方案。',
      ],
    },
    discontinued: {
      subject: '您的 {plan} 方案即將停止',
      body: [
        '我們已不再提供 {plan} 方案。您的方案在 {date} 前保留全部權益，且不會再扣款。',
        '該日期之後，您的帳戶將恢復為 Silver。',
      ],
    },
    ended: {
      subject: '您的 {plan} 方案已結束',
      body: ['您的 {plan} 方案已於 {date} 結束，帳戶已恢復為 Silver。'],
    },
    endedCancelled: '您已取消此方案，可隨時重新訂閱。',
    endedUnpaid: '我們無法從您的信用卡收款。您可以使用其他信用卡重新訂閱。',
  },
  fr: {
    hello: 'Bonjour {name},',
    manage: 'Gérer votre abonnement',
    renewed: {
      subject: 'Votre abonnement {plan} est renouvelé',
      body: [
        'Nous avons prélevé {amount} pour un mois de plus de votre abonnement {plan}.',
        'Il se renouvellera le {date}. Vous pouvez le résilier à tout moment depuis votre compte.',
      ],
    },
    failed: {
      subject: "Votre abonnement {plan} n'a pas pu être renouvelé",
      body: [
        'Votre carte a été refusée lors du prélèvement de {amount} pour votre abonnement {plan}.',
        'Nous réessaierons dans les prochains jours. Pour le garder, achetez-le de nouveau avec une autre carte depuis votre compte avant le {date} : après cette date, votre compte repassera en Silver.',
      ],
    },
    cancelled: {
      subject: 'Votre abonnement {plan} est résilié',
      body: [
        "Votre abonnement {plan} ne sera pas renouvelé. Ses avantages restent jusqu'à sa fin le {date} ; ensuite votre compte repassera en Silver.",
        'Vous avez changé d’avis ? Gardez votre abonnement depuis votre compte avant cette date.',
      ],
    },
    discontinued: {
      subject: 'Votre formule {plan} est arrêtée',
      body: [
        "Nous ne proposons plus la formule {plan}. La vôtre garde tous ses avantages jusqu'au {date}, et plus rien ne sera prélevé.",
        'Après cette date, votre compte repasse en Silver.',
      ],
    },
    ended: {
      subject: 'Votre abonnement {plan} est terminé',
      body: ['Votre abonnement {plan} a pris fin le {date} et votre compte est repassé en Silver.'],
    },
    endedCancelled: 'Vous l’avez résilié. Vous pouvez vous abonner de nouveau à tout moment.',
    endedUnpaid:
      "Nous n'avons pas pu débiter votre carte. Vous pouvez vous abonner de nouveau avec une autre carte.",
  },
};
