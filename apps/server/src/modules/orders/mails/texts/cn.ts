import type { OrderMailTexts } from '../texts.ts';

export const cn: OrderMailTexts = {
  hello: '{name}，您好：',
  view: '查看您的订单',
  invoice: '您的发票',
  creditNote: '您的红字发票',
  items: '商品',
  subtotal: '小计',
  member: '会员价',
  discount: '折扣',
  shipping: '运费',
  tax: '税费',
  taxIncluded: '含税',
  credit: '商店余额',
  total: '合计',
  placedOn: '订单 {code}，下单时间：{date}',
  placed: {
    subject: '您的 {shop} 订单 {code} 已确认',
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
  changed: {
    subject: '您的订单 {code} 已更改',
    body: '您的订单已按下方所示更改，新的总额为 {total}。',
    refund: '我们将把 {amount} 退回您的原支付方式。',
    due: '还需支付 {amount}：请在订单页面付款，付款后我们即发货。',
  },
  balancePaid: {
    subject: '已收到订单 {code} 更改的款项',
    body: '我们已收到您订单更改的 {amount}。发货时我们会再通知您。',
  },
  refunded: {
    subject: '您的订单 {code} 已退款',
    body: '我们已将 {amount} 退回您的原支付方式，到账可能需要几天时间。',
    credit:
      '我们已将 {amount} 存入您的 {shop} 商店余额，可在结账时抵扣下一笔订单的部分或全部金额。',
  },
  staff: {
    subject: '新订单 {code} 待发货',
    body: '{name} 下了一笔 {total} 的订单（{units}）。',
    units: { other: '{count} 件商品' },
    cash: '货到付款：请收取 {total}。',
    card: '已用银行卡支付。',
    open: '在后台打开',
  },
};
