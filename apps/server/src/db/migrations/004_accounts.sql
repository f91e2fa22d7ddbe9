-- Accounts: users and their sessions, one-time codes, throttling counters, address books,
-- referral credit, subscription plans and the newsletter list. Money in integer cents.

create table plans (
  id integer primary key,
  name text not null unique,
  price_cents integer not null check (price_cents >= 0)
);

-- Plan features, one per line, in each language.
create table plan_texts (
  plan_id integer not null references plans (id) on delete cascade,
  lang text not null,
  description text not null,
  primary key (plan_id, lang)
);

insert into plans (id, name, price_cents) values (1, 'Silver', 0), (2, 'Gold', 999), (3, 'Diamond', 1999);
insert into plan_texts (plan_id, lang, description) values
  (1, 'en', E'Browse and shop the full catalog\nWishlist on every device\nOrder tracking'),
  (2, 'en', E'Everything in Silver\nEarly access to new arrivals\nPriority email support'),
  (3, 'en', E'Everything in Gold\nMembers-only deals\nPersonal style advice'),
  (1, 'es', E'Explora y compra todo el catálogo\nLista de deseos en todos tus dispositivos\nSeguimiento de pedidos'),
  (2, 'es', E'Todo lo de Silver\nAcceso anticipado a las novedades\nAsistencia prioritaria por correo'),
  (3, 'es', E'Todo lo de Gold\nOfertas exclusivas para miembros\nAsesoría de estilo personal'),
  (1, 'cn', E'浏览并选购全部商品\n愿望清单多设备同步\n订单跟踪'),
  (2, 'cn', E'包含 Silver 全部权益\n抢先选购新品\n优先邮件客服'),
  (3, 'cn', E'包含 Gold 全部权益\n会员专享优惠\n个人穿搭建议'),
  (1, 'jp', E'すべての商品を閲覧・購入\nどの端末でもウィッシュリスト\n注文の追跡'),
  (2, 'jp', E'Silverのすべての特典\n新着アイテムへの先行アクセス\nメールでの優先サポート'),
  (3, 'jp', E'Goldのすべての特典\n会員限定セール\nパーソナルスタイリングのアドバイス'),
  (1, 'tw', E'瀏覽並選購全部商品\n願望清單多裝置同步\n訂單追蹤'),
  (2, 'tw', E'包含 Silver 全部權益\n搶先選購新品\n優先電子郵件客服'),
  (3, 'tw', E'包含 Gold 全部權益\n會員專屬優惠\n個人穿搭建議'),
  (1, 'fr', E'Parcourez et achetez tout le catalogue\nListe de souhaits sur tous vos appareils\nSuivi des commandes'),
  (2, 'fr', E'Tous les avantages Silver\nAccès anticipé aux nouveautés\nAssistance prioritaire par e-mail'),
  (3, 'fr', E'Tous les avantages Gold\nOffres réservées aux membres\nConseils de style personnalisés');

create table users (
  id integer generated always as identity primary key,
  -- Kept trimmed and lower-cased, so equality is the case-insensitive comparison.
  email text not null unique,
  username text not null,
  password_hash text not null,
  referral_code text not null unique,
  referred_by integer references users (id) on delete set null,
  plan_id integer not null default 1 references plans (id),
  created_at timestamptz not null default now()
);
create index users_referred_by_idx on users (referred_by);

-- Only a hash of the cookie's token is kept: a leaked table signs nobody in.
create table sessions (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  renewed_at timestamptz not null
);
create index sessions_user_idx on sessions (user_id);
create index sessions_expires_idx on sessions (expires_at);

-- One live code per email, kept for unknown emails too so both answer alike.
create table otps (
  email text primary key,
  code_hash text not null,
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  verified_at timestamptz
);
create index otps_expires_idx on otps (expires_at);

-- Failure counters shared by every server process (login throttling).
create table rate_limits (
  key text primary key,
  failures integer not null,
  window_started_at timestamptz not null,
  locked_until timestamptz,
  expires_at timestamptz not null
);
create index rate_limits_expires_idx on rate_limits (expires_at);

create table addresses (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  name text not null,
  phone text not null,
  flat_no text not null,
  address_line1 text not null,
  address_line2 text not null default '',
  zip_code text not null,
  country text not null,
  email text not null default '',
  is_default boolean not null default false
);
create index addresses_user_idx on addresses (user_id, id);
create unique index addresses_one_default_idx on addresses (user_id) where is_default;

-- A friend who signed up with a code: pending until their first paid order credits the referrer.
create table referral_credits (
  id integer generated always as identity primary key,
  referrer_id integer not null references users (id) on delete cascade,
  referred_user_id integer not null unique references users (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'credited')),
  amount_cents integer not null default 0 check (amount_cents >= 0),
  created_at timestamptz not null,
  credited_at timestamptz
);
create index referral_credits_referrer_idx on referral_credits (referrer_id, created_at);

create table newsletter_subscribers (
  email text primary key,
  lang text not null,
  created_at timestamptz not null default now()
);
