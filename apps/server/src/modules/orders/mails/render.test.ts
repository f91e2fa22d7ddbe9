import { describe, expect, it } from 'vitest';
import { CARRIERS, LANGUAGES, type Carrier } from '@atelier/contract';
import { shopperMail, staffMail, type MailOrder, type ShopperMail } from './render.ts';

const order = (lang: MailOrder['lang'], paymentMethod: MailOrder['paymentMethod']): MailOrder => ({
  code: 'AT-1234',
  name: 'Mia',
  email: 'mia@example.com',
  lang,
  totalCents: 5900,
  paymentMethod,
  subtotalCents: 6400,
  memberCents: 0,
  discountCents: 500,
  taxCents: 0,
  creditCents: 0,
  items: [{ name: 'Linen shirt', color: 'White', size: 'M', qty: 2, priceCents: 3200 }],
});

const carrier = Object.keys(CARRIERS)[0] as Carrier;
const MAILS: ShopperMail[] = [
  { kind: 'placed' },
  { kind: 'paid', amountCents: 5900 },
  { kind: 'shipped', carrier, trackingNumber: '1Z999', complete: false },
  { kind: 'delivered' },
  { kind: 'cancelled', refundCents: 5900 },
  { kind: 'refunded', amountCents: 5900 },
  { kind: 'refunded', amountCents: 5900, toCredit: true },
];

/** A placeholder a mail would show as it is: `{total}`. */
const PLACEHOLDER = /\{\w+\}/;

describe('order mails', () => {
  for (const lang of LANGUAGES) {
    it(`leave no placeholder unfilled in ${lang}, cash or card`, () => {
      for (const method of ['cash', 'bank'] as const) {
        const mails = [
          ...MAILS.map((mail) => shopperMail(order(lang, method), mail, 'https://shop.example')),
          staffMail(
            order(lang, method),
            { email: 'staff@example.com', lang },
            'https://shop.example',
          ),
        ];
        for (const mail of mails) {
          for (const part of [mail.subject, mail.text, mail.html]) {
            expect(part, `${mail.kind} (${method})`).not.toMatch(PLACEHOLDER);
          }
        }
      }
    });
  }

  it('tells a cash shopper what they will pay', () => {
    const placed = shopperMail(order('en', 'cash'), { kind: 'placed' }, 'https://shop.example');
    expect(placed.text).toContain('You will pay $59.00 in cash on delivery.');
  });
});
