import type { OrderMailTexts } from '../texts.ts';

export const en: OrderMailTexts = {
  hello: 'Hello {name},',
  view: 'View your order',
  invoice: 'Your invoice',
  creditNote: 'Your credit note',
  items: 'Items',
  subtotal: 'Subtotal',
  member: 'Member price',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  taxIncluded: 'Including tax',
  credit: 'Store credit',
  total: 'Total',
  placedOn: 'Order {code}, placed on {date}',
  placed: {
    subject: 'Your {shop} order {code} is confirmed',
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
  changed: {
    subject: 'Your order {code} has changed',
    body: 'Your order has been changed as you see below. Its new total is {total}.',
    refund: 'We are refunding {amount} to your original payment method.',
    due: '{amount} more is due: pay it on your order page, and we will ship your order once it is paid.',
  },
  balancePaid: {
    subject: 'Payment received for the change to your order {code}',
    body: 'We have received {amount} for the change to your order. We will write again when it ships.',
  },
  refunded: {
    subject: 'Refund for your order {code}',
    body: 'We have refunded {amount} to your original payment method. It may take a few days to appear.',
    credit:
      'We have added {amount} to your {shop} store credit. It pays part or all of your next order at checkout.',
  },
  staff: {
    subject: 'New order {code} to ship',
    body: '{name} placed an order of {total} ({units}).',
    units: { one: '{count} item', other: '{count} items' },
    cash: 'Cash on delivery: collect {total}.',
    card: 'Paid by card.',
    open: 'Open it in the back office',
  },
};
