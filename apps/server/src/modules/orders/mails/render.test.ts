import { describe, expect, it } from 'vitest';
import { CARRIERS, LANGUAGES, type Carrier } from '@atelier/contract';
import { shopperMail, staffMail, type MailOrder, type ShopperMail } from './render.ts';

const SHOP = { name: 'Atelier', timeZone: 'UTC' };

const order = (lang: MailOrder['lang'], paymentMethod: MailOrder['paymentMethod']): MailOrder => ({
  code: 'AT-1234',
  guestKey: null,
  name: 'Mia',
  email: 'mia@example.com',
  lang,
  placedAt: new Date('2026-03-01T10:00:00Z'),
  totalCents: 5900,
  paymentMethod,
  currency: 'EUR',
  subtotalCents: 6400,
  memberCents: 0,
  discountCents: 500,
  shippingCents: 0,
  taxCents: 983,
  taxIncluded: true,
  creditCents: 0,
  items: [{ name: 'Linen shirt', color: 'White', size: 'M', qty: 2, priceCents: 3200 }],
});

const carrier = Object.keys(CARRIERS)[0] as Carrier;
const MAILS: ShopperMail[] = [
  { kind: 'placed' },
  { kind: 'paid', amountCents: 5900 },
  { kind: 'shipped', carrier, trackingNumber: '1Z999', complete: false },
  { kind: 'shipped', carrier: 'other', trackingNumber: '1Z999', complete: true },
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
          ...MAILS.map((mail) =>
            shopperMail(order(lang, method), mail, 'https://shop.example', SHOP),
          ),
          staffMail(
            order(lang, method),
            { email: 'staff@example.com', lang },
            'https://shop.example',
            SHOP,
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
    const placed = shopperMail(
      order('en', 'cash'),
      { kind: 'placed' },
      'https://shop.example',
      SHOP,
    );
    expect(placed.text).toContain('You will pay €59.00 in cash on delivery.');
  });

  it("gives the order's currency and the VAT inside its prices, which the total does not add", () => {
    const fr = shopperMail(order('fr', 'bank'), { kind: 'placed' }, 'https://shop.example', SHOP);
    expect(fr.text).toMatch(/^Dont TVA: 9,83\s€$/m);
    expect(fr.text).toMatch(/^Total: 59,00\s€$/m);
    const yen = { ...order('jp', 'bank'), currency: 'JPY', totalCents: 9150, taxIncluded: false };
    const jp = shopperMail(yen, { kind: 'placed' }, 'https://shop.example', SHOP);
    expect(jp.text).toContain('￥9,150');
  });

  it("counts the staff mail's units by the language's plural, and names no unknown carrier", () => {
    const one = order('en', 'cash');
    const two = {
      ...one,
      items: [
        { ...one.items[0]!, qty: 1 },
        { ...one.items[0]!, qty: 1 },
      ],
    };
    const staff = (o: MailOrder, lang: MailOrder['lang']) =>
      staffMail(o, { email: 'staff@example.com', lang }, 'https://shop.example', SHOP).text;
    expect(staff({ ...one, items: [{ ...one.items[0]!, qty: 1 }] }, 'en')).toContain('(1 item)');
    expect(staff(two, 'en')).toContain('(2 items)');
    expect(staff({ ...one, items: [{ ...one.items[0]!, qty: 1 }] }, 'fr')).toContain('(1 article)');
    const shipped = shopperMail(
      one,
      { kind: 'shipped', carrier: 'other', trackingNumber: '1Z999', complete: true },
      'https://shop.example',
      SHOP,
    );
    expect(shipped.text).toContain('Your parcel is on its way. Tracking number: 1Z999.');
    expect(shipped.text).not.toContain('Other');
  });
});
