-- Plans that renew monthly and whose perks are real: each plan's member price and monthly store
-- credit, each account's subscription (its period, its cancellation, its grace after a failed
-- renewal) and every renewal attempt. Money in integer cents.

-- The perks the server applies: a percentage off every item (computeTotals' member line) and store
-- credit for every month paid.
alter table plans add column member_percent integer not null default 0
  check (member_percent between 0 and 100);
alter table plans add column monthly_credit_cents integer not null default 0
  check (monthly_credit_cents >= 0);
update plans set member_percent = 5 where id = 2;
update plans set member_percent = 10, monthly_credit_cents = 200 where id = 3;

-- One row per account that bought a paid plan. 'active' until its period ends; 'past_due' once a
-- renewal failed, retried until grace_until; 'ended' when cancelled at its end or past its grace
-- (the account is back on Silver). next_attempt_at is when the scheduler next looks at it.
create table plan_subscriptions (
  user_id integer primary key references users (id) on delete cascade,
  plan_id integer not null references plans (id),
  status text not null check (status in ('active', 'past_due', 'ended')),
  provider text not null check (provider in ('test', 'stripe')),
  -- What renews: the built-in provider's test card of the first payment, or Stripe's subscription.
  renews_with text not null,
  lang text not null,
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  grace_until timestamptz,
  next_attempt_at timestamptz,
  order_id integer references orders (id) on delete set null,
  updated_at timestamptz not null
);
create index plan_subscriptions_due_idx on plan_subscriptions (next_attempt_at)
  where status <> 'ended';
create index plan_subscriptions_stripe_idx on plan_subscriptions (renews_with)
  where provider = 'stripe';

-- Every renewal charged or refused. A period is renewed once: a second success for the same
-- period end (two schedulers at once) cannot be written.
create table plan_renewals (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  plan_id integer not null references plans (id),
  period_end timestamptz not null,
  outcome text not null check (outcome in ('succeeded', 'failed')),
  amount_cents integer not null check (amount_cents >= 0),
  payment_ref text,
  at timestamptz not null
);
create unique index plan_renewals_once_idx on plan_renewals (user_id, period_end)
  where outcome = 'succeeded';
-- And a provider's invoice is a renewal once, however often its webhook comes.
create unique index plan_renewals_ref_idx on plan_renewals (payment_ref) where outcome = 'succeeded';
create index plan_renewals_user_idx on plan_renewals (user_id, id desc);

-- The plan cards say exactly what a plan gives.
update plan_texts set description = v.description
  from (values
    (2, 'en', E'Member price: 5% off every item\nApplied in your cart, at checkout and on your orders\nRenews monthly, cancel anytime'),
    (3, 'en', E'Member price: 10% off every item\n$2.00 store credit every month you are a member\nRenews monthly, cancel anytime'),
    (2, 'es', E'Precio de miembro: 5 % de descuento en todos los artículos\nSe aplica en tu carrito, al pagar y en tus pedidos\nSe renueva cada mes, cancela cuando quieras'),
    (3, 'es', E'Precio de miembro: 10 % de descuento en todos los artículos\n2,00 US$ de saldo en la tienda cada mes que seas miembro\nSe renueva cada mes, cancela cuando quieras'),
    (2, 'cn', E'会员价：全部商品 95 折\n在购物车、结账和订单中自动生效\n每月自动续订，可随时取消'),
    (3, 'cn', E'会员价：全部商品 9 折\n会员期间每月获得 $2.00 商店余额\n每月自动续订，可随时取消'),
    (2, 'jp', E'会員価格：全商品5%オフ\nカート・購入手続き・ご注文に自動で適用\n毎月自動更新、いつでも解約できます'),
    (3, 'jp', E'会員価格：全商品10%オフ\n会員期間中は毎月$2.00のストアクレジット\n毎月自動更新、いつでも解約できます'),
    (2, 'tw', E'會員價：全部商品 95 折\n在購物車、結帳與訂單中自動套用\n每月自動續訂，可隨時取消'),
    (3, 'tw', E'會員價：全部商品 9 折\n會員期間每月獲得 $2.00 購物金\n每月自動續訂，可隨時取消'),
    (2, 'fr', E'Prix membre : 5 % de remise sur chaque article\nAppliqué au panier, au paiement et sur vos commandes\nRenouvelé chaque mois, résiliable à tout moment'),
    (3, 'fr', E'Prix membre : 10 % de remise sur chaque article\n2,00 $ de crédit boutique chaque mois d''abonnement\nRenouvelé chaque mois, résiliable à tout moment')
  ) as v (plan_id, lang, description)
 where plan_texts.plan_id = v.plan_id and plan_texts.lang = v.lang;
