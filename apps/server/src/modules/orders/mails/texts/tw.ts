import type { OrderMailTexts } from '../texts.ts';

export const tw: OrderMailTexts = {
  hello: '{name} 您好：',
  view: '查看您的訂單',
  invoice: '您的發票',
  creditNote: '您的折讓證明單',
  items: '商品',
  subtotal: '小計',
  member: '會員價',
  discount: '折扣',
  shipping: '運費',
  tax: '稅金',
  taxIncluded: '含稅',
  credit: '商店餘額',
  total: '總計',
  placedOn: '訂單 {code}，下單時間：{date}',
  placed: {
    subject: '您的 {shop} 訂單 {code} 已確認',
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
  changed: {
    subject: '您的訂單 {code} 已變更',
    body: '您的訂單已依下方所示變更，新的總額為 {total}。',
    refund: '我們將把 {amount} 退回您原本的付款方式。',
    due: '尚需支付 {amount}：請在訂單頁面付款，付款後我們即出貨。',
  },
  balancePaid: {
    subject: '已收到訂單 {code} 變更的款項',
    body: '我們已收到您訂單變更的 {amount}。出貨時我們會再通知您。',
  },
  refunded: {
    subject: '您的訂單 {code} 已退款',
    body: '我們已將 {amount} 退回您原本的付款方式，入帳可能需要幾天時間。',
    credit:
      '我們已將 {amount} 存入您的 {shop} 商店餘額，可在結帳時折抵下一筆訂單的部分或全部金額。',
  },
  staff: {
    subject: '新訂單 {code} 待出貨',
    body: '{name} 下了一筆 {total} 的訂單（{units}）。',
    units: { other: '{count} 件商品' },
    cash: '貨到付款：請收取 {total}。',
    card: '已用信用卡付款。',
    open: '在後台開啟',
  },
};
