import type { OrderMailTexts } from '../texts.ts';

export const jp: OrderMailTexts = {
  hello: '{name} 様',
  view: 'ご注文を確認する',
  invoice: '請求書（適格請求書）',
  creditNote: '返金の明細書（返還インボイス）',
  items: '商品',
  subtotal: '小計',
  member: '会員価格',
  discount: '割引',
  shipping: '送料',
  tax: '税',
  taxIncluded: 'うち消費税',
  credit: 'ストアクレジット',
  total: '合計',
  placedOn: 'ご注文 {code}（ご注文日時：{date}）',
  placed: {
    subject: '{shop} のご注文 {code} を承りました',
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
  changed: {
    subject: 'ご注文 {code} が変更されました',
    body: 'ご注文は以下のとおり変更されました。新しい合計は {total} です。',
    refund: '{amount} を元のお支払い方法に返金いたします。',
    due: '差額 {amount} のお支払いが必要です。注文ページでお支払いいただくと発送いたします。',
  },
  balancePaid: {
    subject: 'ご注文 {code} の変更分のお支払いを受け付けました',
    body: 'ご注文の変更分 {amount} を受け付けました。発送時に改めてご連絡いたします。',
  },
  refunded: {
    subject: 'ご注文 {code} の返金',
    body: '{amount} を元のお支払い方法に返金しました。反映まで数日かかる場合があります。',
    credit:
      '{amount} を {shop} のストアクレジットに追加しました。次回のご注文の一部または全額のお支払いにご利用いただけます。',
  },
  staff: {
    subject: '新しい注文 {code} の発送準備',
    body: '{name} 様から {total} のご注文がありました（{units}）。',
    units: { other: '{count} 点' },
    cash: '代金引換：{total} を集金してください。',
    card: 'カード決済済み。',
    open: '管理画面で開く',
  },
};
