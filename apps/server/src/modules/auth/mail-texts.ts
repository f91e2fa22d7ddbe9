import type { Language } from '@atelier/contract';
import { escapeHtml } from '../seo/product-head.ts';
import { shopWords } from '../settings/words.ts';
import type { MailContent } from '../settings/mail-layout.ts';

interface OtpTexts {
  subject: string;
  intro: string;
  validity: string;
  ignore: string;
}

const OTP_TEXTS: Record<Language, OtpTexts> = {
  en: {
    subject: 'Your {shop} verification code',
    intro: 'Use this code to set a new password for your {shop} account:',
    validity: 'The code is valid for 10 minutes and can be used once.',
    ignore: "If you didn't ask for it, ignore this email: your password stays unchanged.",
  },
  es: {
    subject: 'Tu código de verificación de {shop}',
    intro: 'Usa este código para establecer una nueva contraseña en tu cuenta de {shop}:',
    validity: 'El código es válido durante 10 minutos y solo puede usarse una vez.',
    ignore: 'Si no lo has solicitado, ignora este correo: tu contraseña no cambiará.',
  },
  cn: {
    subject: '您的 {shop} 验证码',
    intro: '请使用此验证码为您的 {shop} 账户设置新密码：',
    validity: '验证码 10 分钟内有效，且只能使用一次。',
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
  jp: {
    subject: '{shop} 確認コード',
    intro: '{shop} アカウントの新しいパスワードを設定するには、次のコードを入力してください：',
    validity: 'このコードの有効期限は10分間で、1回のみ使用できます。',
    ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  },
  tw: {
    subject: '您的 {shop} 驗證碼',
    intro: '請使用此驗證碼為您的 {shop} 帳戶設定新密碼：',
    validity: '驗證碼 10 分鐘內有效，且只能使用一次。',
    ignore: '如果這不是您本人的操作，請忽略此郵件，您的密碼不會變更。',
  },
  fr: {
    subject: 'Votre code de vérification {shop}',
    intro: 'Utilisez ce code pour définir un nouveau mot de passe pour votre compte {shop} :',
    validity: "Le code est valable 10 minutes et ne peut être utilisé qu'une seule fois.",
    ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
};

/**
 * The OTP message in the shopper's language (the shop's layout goes around it); only static
 * text, the shop's name escaped, and digits go into the HTML.
 */
export function otpMail(to: string, code: string, lang: Language, shop: string): MailContent {
  const t = shopWords(OTP_TEXTS[lang], shop);
  const text = `${t.intro}\n\n    ${code}\n\n${t.validity}\n${t.ignore}\n`;
  const html = `<p>${escapeHtml(t.intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>${escapeHtml(t.validity)}<br>${escapeHtml(t.ignore)}</p>`;
  return { to, lang, subject: t.subject, text, html, kind: 'otp', preview: { otp: code } };
}
