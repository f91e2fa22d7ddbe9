-- The shop's settings (issue 28 item 1): identity, contact, addresses, legal, time zone, offers and
-- the order rules later work reads. The single row now always exists, its defaults being the
-- column defaults; a referral reward never saved stays null and the configuration's holds.
alter table shop_settings alter column referral_reward_cents drop not null;
insert into shop_settings (referral_reward_cents, updated_at)
  select null, now() where not exists (select from shop_settings);
alter table shop_settings
  add column shop_name text not null default 'Atelier' check (length(shop_name) between 1 and 60),
  add column logo_media_id text references media (id),
  add column accent_color text not null default '#9a4124' check (accent_color ~ '^#[0-9a-fA-F]{6}$'),
  add column support_email text not null default 'support@atelier.example',
  add column support_phone text not null default '+1 555 010 0199',
  add column postal_address text not null default '',
  add column returns_address text not null default '',
  add column legal_entity text not null default '',
  add column tax_number text not null default '',
  add column time_zone text not null default 'UTC',
  add column return_window_days integer not null default 30 check (return_window_days between 0 and 365),
  add column store_credit_bonus_percent integer not null default 0
    check (store_credit_bonus_percent between 0 and 100),
  add column review_approval boolean not null default false,
  add column cash_on_delivery boolean not null default true,
  add column preselected_payment text not null default 'cash' check (preselected_payment in ('bank', 'cash')),
  add column newsletter_offer_enabled boolean not null default true,
  add column newsletter_offer_percent integer not null default 10
    check (newsletter_offer_percent between 1 and 90),
  add column mail_signature text not null default '',
  add column social_links jsonb not null default '{}',
  add column app_links jsonb not null default '{}',
  add column vendor_signup_url text not null default '';

-- What the shop shows of the settings (GET /api/v1/shop) is cached under the catalog's version.
create trigger shop_settings_catalog_version before insert or update or delete or truncate
  on shop_settings for each statement execute function catalog_version_bump();
alter table shop_settings enable always trigger shop_settings_catalog_version;

-- The shop's info pages as the merchant edits them, one text per language; the texts the shop
-- showed until now (apps/web/src/locales info.*) are the defaults. {shop}, {email} and {phone} are
-- filled from the settings when shown. A change bumps the catalog version: GET /api/v1/pages/...
-- answers are cached under it.
create table shop_pages (
  slug text not null check (slug in ('privacy', 'terms', 'faq', 'contact', 'shipping', 'returns')),
  lang text not null check (lang in ('en', 'es', 'cn', 'jp', 'tw', 'fr')),
  title text not null check (length(title) between 1 and 120),
  body text not null check (length(body) <= 20000),
  updated_at timestamptz not null default now(),
  primary key (slug, lang)
);
create trigger shop_pages_catalog_version before insert or update or delete or truncate on shop_pages
  for each statement execute function catalog_version_bump();
alter table shop_pages enable always trigger shop_pages_catalog_version;

insert into shop_pages (slug, lang, title, body) values
  ('privacy', 'en', 'Privacy Policy',
   'In short: we keep only what we need to run your orders, and we never sell it.

## What we collect

Your name, email address, phone number and delivery addresses, the orders you place and the reviews you write. Card details go straight to our payment provider; we never see or store them.

## Why we keep it

To take, deliver and support your orders, to send the one-time codes that protect your account and, only if you subscribe, our newsletter. We do not sell or rent your data to anyone.

## How long we keep it

Your account data stays while your account is open; order records stay as long as tax law requires. A newsletter address is deleted as soon as you unsubscribe.

## Your choices

You can ask to see, correct or delete your data at any time by writing to {email}. We answer within 30 days.'),
  ('terms', 'en', 'Terms Of Use',
   'The plain rules of shopping at {shop}.

## Orders and prices

Prices are in US dollars and include any discount shown. Your order is confirmed once your card payment succeeds or, for cash on delivery, once we accept it. If an item sells out before we ship it, we refund you in full.

## Payment

Pay by card or in cash on delivery. Card payments are handled by our payment provider over an encrypted connection.

## Delivery

Shipping is free on every order. We email you when your parcel leaves our warehouse.

## Returns

Changed your mind? Return any item within 30 days of delivery, free of charge, unworn and with its tags, and we refund your original payment method.

## Your account

Keep your password to yourself, and tell us at {email} straight away if you think someone else has used your account.'),
  ('faq', 'en', 'Frequently Asked Questions',
   'Quick answers to what shoppers ask us most.

## How much is delivery?

Nothing. Shipping is free on every order.

## Can I return an item?

Yes, within 30 days of delivery and free of charge. Write to {email} with your order code and we will send you a prepaid return label.

## How can I pay?

By card (Visa, Mastercard, American Express) or in cash on delivery.

## Where is my order?

Sign in, open My Account and choose My Orders to see the status of every order.

## Do I need an account to shop?

You can browse and fill a cart as a guest. Sign in to check out, keep a wishlist and follow your orders.'),
  ('contact', 'en', 'Contact Us',
   'Questions about an order, a return or a size? We are happy to help.

## Opening hours

Monday to Friday, 9 am to 6 pm

We answer every email within one working day.'),
  ('shipping', 'en', 'Shipping',
   'Shipping is free on every order. We email you when your parcel leaves our warehouse.

## How much is delivery?

Nothing. Shipping is free on every order.

## Where is my order?

Sign in, open My Account and choose My Orders to see the status of every order.'),
  ('returns', 'en', 'Returns',
   'Changed your mind? Return any item within 30 days of delivery, free of charge, unworn and with its tags, and we refund your original payment method.

## Can I return an item?

Yes, within 30 days of delivery and free of charge. Write to {email} with your order code and we will send you a prepaid return label.'),
  ('privacy', 'es', 'Política de privacidad',
   'En resumen: solo guardamos lo necesario para gestionar tus pedidos y nunca lo vendemos.

## Qué datos recogemos

Tu nombre, correo electrónico, teléfono y direcciones de entrega, los pedidos que haces y las reseñas que escribes. Los datos de tu tarjeta van directamente a nuestro proveedor de pagos; nunca los vemos ni los guardamos.

## Para qué los guardamos

Para tramitar, entregar y atender tus pedidos, para enviarte los códigos de un solo uso que protegen tu cuenta y, solo si te suscribes, nuestro boletín. No vendemos ni alquilamos tus datos a nadie.

## Cuánto tiempo los guardamos

Los datos de tu cuenta se conservan mientras la cuenta esté abierta; los registros de pedidos, el tiempo que exija la ley fiscal. Tu dirección del boletín se borra en cuanto te das de baja.

## Tus opciones

Puedes pedir ver, corregir o borrar tus datos en cualquier momento escribiendo a {email}. Respondemos en un plazo de 30 días.'),
  ('terms', 'es', 'Condiciones de uso',
   'Las reglas claras para comprar en {shop}.

## Pedidos y precios

Los precios están en dólares estadounidenses e incluyen cualquier descuento indicado. Tu pedido se confirma cuando el pago con tarjeta se completa o, si pagas contra reembolso, cuando lo aceptamos. Si un artículo se agota antes del envío, te devolvemos el importe íntegro.

## Pago

Paga con tarjeta o en efectivo contra reembolso. Los pagos con tarjeta los gestiona nuestro proveedor de pagos mediante una conexión cifrada.

## Envío

El envío es gratuito en todos los pedidos. Te avisamos por correo cuando tu paquete sale de nuestro almacén.

## Devoluciones

¿Has cambiado de opinión? Devuelve cualquier artículo en los 30 días siguientes a la entrega, gratis, sin usar y con sus etiquetas, y te reembolsamos en tu método de pago original.

## Tu cuenta

No compartas tu contraseña y avísanos enseguida en {email} si crees que otra persona ha usado tu cuenta.'),
  ('faq', 'es', 'Preguntas frecuentes',
   'Respuestas rápidas a lo que más nos preguntan.

## ¿Cuánto cuesta el envío?

Nada. El envío es gratuito en todos los pedidos.

## ¿Puedo devolver un artículo?

Sí, en los 30 días siguientes a la entrega y sin coste. Escribe a {email} con tu código de pedido y te enviaremos una etiqueta de devolución prepagada.

## ¿Cómo puedo pagar?

Con tarjeta (Visa, Mastercard, American Express) o en efectivo contra reembolso.

## ¿Dónde está mi pedido?

Inicia sesión, abre Mi cuenta y elige Mis pedidos para ver el estado de cada pedido.

## ¿Necesito una cuenta para comprar?

Puedes navegar y llenar el carrito como invitado. Inicia sesión para finalizar la compra, guardar tu lista de deseos y seguir tus pedidos.'),
  ('contact', 'es', 'Contáctanos',
   '¿Dudas sobre un pedido, una devolución o una talla? Te ayudamos encantados.

## Horario de atención

De lunes a viernes, de 9:00 a 18:00

Respondemos a todos los correos en un día laborable.'),
  ('shipping', 'es', 'Envíos',
   'El envío es gratuito en todos los pedidos. Te avisamos por correo cuando tu paquete sale de nuestro almacén.

## ¿Cuánto cuesta el envío?

Nada. El envío es gratuito en todos los pedidos.

## ¿Dónde está mi pedido?

Inicia sesión, abre Mi cuenta y elige Mis pedidos para ver el estado de cada pedido.'),
  ('returns', 'es', 'Devoluciones',
   '¿Has cambiado de opinión? Devuelve cualquier artículo en los 30 días siguientes a la entrega, gratis, sin usar y con sus etiquetas, y te reembolsamos en tu método de pago original.

## ¿Puedo devolver un artículo?

Sí, en los 30 días siguientes a la entrega y sin coste. Escribe a {email} con tu código de pedido y te enviaremos una etiqueta de devolución prepagada.'),
  ('privacy', 'cn', '隐私政策',
   '简而言之：我们只保存处理订单所需的信息，绝不出售。

## 我们收集哪些信息

你的姓名、电子邮箱、电话号码和收货地址，你下的订单以及你写的评价。银行卡信息直接发送给我们的支付服务商，我们既看不到也不保存。

## 我们为何保存

用于接收、配送和处理你的订单，发送保护账户安全的一次性验证码；只有在你订阅后，才会发送我们的资讯邮件。我们不会向任何人出售或出租你的数据。

## 保存多久

账户数据在账户存续期间保存；订单记录按税法要求的期限保存。你一旦退订，订阅邮箱即被删除。

## 你的权利

你可以随时发邮件至 {email}，要求查看、更正或删除你的数据。我们会在 30 天内答复。'),
  ('terms', 'cn', '使用条款',
   '在 {shop} 购物的简明规则。

## 订单与价格

价格以美元计，已包含页面显示的折扣。银行卡支付成功后，或货到付款订单经我们受理后，订单即被确认。如商品在发货前售罄，我们将全额退款。

## 支付

可使用银行卡支付或货到付款。银行卡支付由我们的支付服务商通过加密连接处理。

## 配送

所有订单均免运费。包裹从仓库发出时，我们会发邮件通知你。

## 退货

改变主意了？收货后 30 天内可免费退回任何未穿着且吊牌完好的商品，我们将原路退款。

## 你的账户

请妥善保管密码；如怀疑他人使用了你的账户，请立即发邮件至 {email} 告诉我们。'),
  ('faq', 'cn', '常见问题',
   '顾客最常问的问题，快速解答。

## 运费多少？

免费。所有订单均免运费。

## 可以退货吗？

可以，收货后 30 天内免费退货。请将订单编号发送至 {email}，我们会寄给你预付运费的退货标签。

## 如何付款？

可使用银行卡（Visa、Mastercard、American Express）支付，或货到付款。

## 我的订单到哪了？

登录后打开“我的账户”，选择“我的订单”，即可查看每个订单的状态。

## 购物需要注册账户吗？

游客也可以浏览商品并加入购物车。登录后即可结账、保存心愿单并跟踪订单。'),
  ('contact', 'cn', '联系我们',
   '对订单、退货或尺码有疑问？我们乐意为你解答。

## 服务时间

周一至周五，上午 9 点至下午 6 点

我们会在一个工作日内回复每一封邮件。'),
  ('shipping', 'cn', '配送说明',
   '所有订单均免运费。包裹从仓库发出时，我们会发邮件通知你。

## 运费多少？

免费。所有订单均免运费。

## 我的订单到哪了？

登录后打开“我的账户”，选择“我的订单”，即可查看每个订单的状态。'),
  ('returns', 'cn', '退货说明',
   '改变主意了？收货后 30 天内可免费退回任何未穿着且吊牌完好的商品，我们将原路退款。

## 可以退货吗？

可以，收货后 30 天内免费退货。请将订单编号发送至 {email}，我们会寄给你预付运费的退货标签。'),
  ('privacy', 'jp', 'プライバシーポリシー',
   '要点：ご注文の処理に必要な情報だけを保管し、決して販売しません。

## 収集する情報

お名前、メールアドレス、電話番号、お届け先住所、ご注文内容、投稿されたレビュー。カード情報は決済代行会社に直接送られ、当店が閲覧・保存することはありません。

## 保管する目的

ご注文の受付・配送・サポート、アカウントを守るワンタイムパスワードの送信、そしてご登録いただいた場合に限りニュースレターの配信のためです。お客様のデータを第三者に販売・貸与することはありません。

## 保管期間

アカウント情報はアカウントが有効な間、注文記録は税法で定められた期間保管します。ニュースレターのアドレスは配信停止後すぐに削除します。

## お客様の権利

{email} までご連絡いただければ、いつでもデータの開示・訂正・削除をご依頼いただけます。30日以内にお返事します。'),
  ('terms', 'jp', '利用規約',
   '{shop} でお買い物いただくためのわかりやすいルールです。

## ご注文と価格

価格は米ドル表示で、表示されている割引を含みます。ご注文はカード決済の完了時、または代金引換の場合は当店が受け付けた時点で確定します。発送前に商品が売り切れた場合は全額返金します。

## お支払い

カード払いまたは代金引換をご利用いただけます。カード決済は暗号化された通信を通じて決済代行会社が処理します。

## 配送

すべてのご注文で送料無料です。荷物が倉庫を出発するとメールでお知らせします。

## 返品

気が変わりましたか？お届けから30日以内であれば、未着用・タグ付きの商品を無料で返品でき、元のお支払い方法に返金します。

## アカウント

パスワードは他人に教えないでください。第三者に使用された可能性がある場合は、すぐに {email} までご連絡ください。'),
  ('faq', 'jp', 'よくある質問',
   'お客様からよくいただく質問にお答えします。

## 送料はいくらですか？

無料です。すべてのご注文で送料はかかりません。

## 返品できますか？

はい、お届けから30日以内なら無料で返品できます。注文番号を添えて {email} までご連絡いただければ、返送料無料の返品ラベルをお送りします。

## 支払い方法は？

カード（Visa、Mastercard、American Express）または代金引換です。

## 注文した商品はどこにありますか？

ログインして「マイアカウント」から「注文履歴」を開くと、各ご注文の状況を確認できます。

## 購入にアカウントは必要ですか？

ゲストのままでも商品を見たりカートに入れたりできます。ご注文手続き、ほしい物リストの保存、注文の追跡にはログインしてください。'),
  ('contact', 'jp', 'お問い合わせ',
   'ご注文、返品、サイズについてのご質問はお気軽にどうぞ。

## 営業時間

月曜日〜金曜日 9:00〜18:00

すべてのメールに1営業日以内にお返事します。'),
  ('shipping', 'jp', '配送について',
   'すべてのご注文で送料無料です。荷物が倉庫を出発するとメールでお知らせします。

## 送料はいくらですか？

無料です。すべてのご注文で送料はかかりません。

## 注文した商品はどこにありますか？

ログインして「マイアカウント」から「注文履歴」を開くと、各ご注文の状況を確認できます。'),
  ('returns', 'jp', '返品について',
   '気が変わりましたか？お届けから30日以内であれば、未着用・タグ付きの商品を無料で返品でき、元のお支払い方法に返金します。

## 返品できますか？

はい、お届けから30日以内なら無料で返品できます。注文番号を添えて {email} までご連絡いただければ、返送料無料の返品ラベルをお送りします。'),
  ('privacy', 'tw', '隱私權政策',
   '簡單來說：我們只保存處理訂單所需的資料，絕不出售。

## 我們蒐集哪些資料

你的姓名、電子郵件、電話號碼和收件地址，你的訂單以及你撰寫的評價。信用卡資料直接傳送給我們的付款服務商，我們既看不到也不保存。

## 我們為何保存

用於接收、配送及處理你的訂單，寄送保護帳戶安全的一次性驗證碼；只有在你訂閱後，才會寄送我們的電子報。我們不會向任何人出售或出租你的資料。

## 保存多久

帳戶資料在帳戶存續期間保存；訂單紀錄依稅法規定的期限保存。你一旦取消訂閱，電子報地址即被刪除。

## 你的權利

你可以隨時寫信至 {email}，要求查閱、更正或刪除你的資料。我們會在 30 天內回覆。'),
  ('terms', 'tw', '使用條款',
   '在 {shop} 購物的簡明規則。

## 訂單與價格

價格以美元計，已包含頁面顯示的折扣。信用卡付款成功後，或貨到付款訂單經我們受理後，訂單即成立。若商品在出貨前售完，我們將全額退款。

## 付款

可使用信用卡付款或貨到付款。信用卡付款由我們的付款服務商透過加密連線處理。

## 配送

所有訂單皆免運費。包裹從倉庫寄出時，我們會以電子郵件通知你。

## 退貨

改變主意了嗎？收貨後 30 天內可免費退回任何未穿著且吊牌完整的商品，我們將退款至原付款方式。

## 你的帳戶

請妥善保管密碼；若懷疑他人使用了你的帳戶，請立即寫信至 {email} 告訴我們。'),
  ('faq', 'tw', '常見問題',
   '顧客最常問的問題，快速解答。

## 運費多少？

免費。所有訂單皆免運費。

## 可以退貨嗎？

可以，收貨後 30 天內免費退貨。請將訂單編號寄至 {email}，我們會寄給你預付運費的退貨標籤。

## 如何付款？

可使用信用卡（Visa、Mastercard、American Express）付款，或貨到付款。

## 我的訂單到哪裡了？

登入後開啟「我的帳戶」，選擇「我的訂單」，即可查看每筆訂單的狀態。

## 購物需要註冊帳戶嗎？

訪客也可以瀏覽商品並加入購物車。登入後即可結帳、保存願望清單並追蹤訂單。'),
  ('contact', 'tw', '聯絡我們',
   '對訂單、退貨或尺寸有疑問嗎？我們樂意為你解答。

## 服務時間

週一至週五，上午 9 點至下午 6 點

我們會在一個工作天內回覆每一封郵件。'),
  ('shipping', 'tw', '配送說明',
   '所有訂單皆免運費。包裹從倉庫寄出時，我們會以電子郵件通知你。

## 運費多少？

免費。所有訂單皆免運費。

## 我的訂單到哪裡了？

登入後開啟「我的帳戶」，選擇「我的訂單」，即可查看每筆訂單的狀態。'),
  ('returns', 'tw', '退貨說明',
   '改變主意了嗎？收貨後 30 天內可免費退回任何未穿著且吊牌完整的商品，我們將退款至原付款方式。

## 可以退貨嗎？

可以，收貨後 30 天內免費退貨。請將訂單編號寄至 {email}，我們會寄給你預付運費的退貨標籤。'),
  ('privacy', 'fr', 'Politique de confidentialité',
   'En bref : nous ne gardons que ce qui est nécessaire pour traiter vos commandes, et nous ne le vendons jamais.

## Ce que nous collectons

Votre nom, votre adresse e-mail, votre numéro de téléphone et vos adresses de livraison, vos commandes et les avis que vous rédigez. Vos données de carte vont directement à notre prestataire de paiement : nous ne les voyons ni ne les conservons jamais.

## Pourquoi nous les gardons

Pour prendre, livrer et suivre vos commandes, pour vous envoyer les codes à usage unique qui protègent votre compte et, seulement si vous vous abonnez, notre newsletter. Nous ne vendons ni ne louons vos données à qui que ce soit.

## Combien de temps

Les données de votre compte sont conservées tant que le compte est ouvert ; les traces de commande, aussi longtemps que la loi fiscale l''exige. Votre adresse newsletter est supprimée dès votre désabonnement.

## Vos droits

Vous pouvez à tout moment demander à consulter, corriger ou supprimer vos données en écrivant à {email}. Nous répondons sous 30 jours.'),
  ('terms', 'fr', 'Conditions d''utilisation',
   'Les règles simples pour acheter chez {shop}.

## Commandes et prix

Les prix sont en dollars américains et incluent toute remise affichée. Votre commande est confirmée dès que le paiement par carte aboutit ou, pour le paiement à la livraison, dès que nous l''acceptons. Si un article est épuisé avant l''expédition, nous vous remboursons intégralement.

## Paiement

Payez par carte ou en espèces à la livraison. Les paiements par carte sont traités par notre prestataire de paiement via une connexion chiffrée.

## Livraison

La livraison est offerte sur toutes les commandes. Nous vous prévenons par e-mail dès que votre colis quitte notre entrepôt.

## Retours

Vous avez changé d''avis ? Renvoyez n''importe quel article dans les 30 jours suivant la livraison, gratuitement, non porté et avec ses étiquettes : nous remboursons votre moyen de paiement d''origine.

## Votre compte

Gardez votre mot de passe pour vous et prévenez-nous immédiatement à {email} si vous pensez que quelqu''un d''autre a utilisé votre compte.'),
  ('faq', 'fr', 'Questions fréquentes',
   'Des réponses rapides aux questions que l''on nous pose le plus.

## Combien coûte la livraison ?

Rien. La livraison est offerte sur toutes les commandes.

## Puis-je retourner un article ?

Oui, dans les 30 jours suivant la livraison et sans frais. Écrivez à {email} avec votre numéro de commande et nous vous enverrons une étiquette de retour prépayée.

## Comment puis-je payer ?

Par carte (Visa, Mastercard, American Express) ou en espèces à la livraison.

## Où en est ma commande ?

Connectez-vous, ouvrez Mon compte puis Mes commandes pour voir le statut de chaque commande.

## Faut-il un compte pour acheter ?

Vous pouvez parcourir la boutique et remplir un panier en tant qu''invité. Connectez-vous pour commander, garder vos favoris et suivre vos commandes.'),
  ('contact', 'fr', 'Nous contacter',
   'Une question sur une commande, un retour ou une taille ? Nous sommes là pour vous aider.

## Horaires

Du lundi au vendredi, de 9 h à 18 h

Nous répondons à chaque e-mail sous un jour ouvré.'),
  ('shipping', 'fr', 'Livraison',
   'La livraison est offerte sur toutes les commandes. Nous vous prévenons par e-mail dès que votre colis quitte notre entrepôt.

## Combien coûte la livraison ?

Rien. La livraison est offerte sur toutes les commandes.

## Où en est ma commande ?

Connectez-vous, ouvrez Mon compte puis Mes commandes pour voir le statut de chaque commande.'),
  ('returns', 'fr', 'Retours',
   'Vous avez changé d''avis ? Renvoyez n''importe quel article dans les 30 jours suivant la livraison, gratuitement, non porté et avec ses étiquettes : nous remboursons votre moyen de paiement d''origine.

## Puis-je retourner un article ?

Oui, dans les 30 jours suivant la livraison et sans frais. Écrivez à {email} avec votre numéro de commande et nous vous enverrons une étiquette de retour prépayée.');
