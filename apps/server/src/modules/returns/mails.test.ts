import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@atelier/contract';
import { returnShopperMail, returnStaffMail, type ReturnMail } from './mails.ts';

const MAILS: ReturnMail[] = [
  { kind: 'requested' },
  {
    kind: 'approved',
    message: 'Merci & à bientôt',
    returnsAddress: '1 Rue de Rivoli\n75001 Paris',
  },
  { kind: 'rejected', message: 'Worn <twice>' },
  { kind: 'received' },
  { kind: 'refunded', amountCents: 5900, bonusCents: 590, toCredit: true },
  { kind: 'exchange_shipped', carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
  { kind: 'lapsed' },
];
const shop = { name: 'Atelier' };
const url = 'https://shop.example';

describe('return mails', () => {
  for (const lang of LANGUAGES) {
    it(`say every step in ${lang}, with nothing left unfilled and every value escaped`, () => {
      const ret = {
        code: 'R-7K2M-9QXD',
        orderCode: 'ATL-7K2M-9QXD',
        name: 'Ada',
        email: 'ada@example.com',
        lang,
        currency: 'EUR',
        guestKey: 'a'.repeat(64),
        units: 2,
      };
      const subjects = new Set<string>();
      for (const mail of MAILS) {
        const out = returnShopperMail(ret, mail, url, shop);
        subjects.add(out.subject);
        expect(out.subject).toContain('R-7K2M-9QXD');
        for (const text of [out.subject, out.text, out.html]) expect(text).not.toMatch(/\{\w+\}/);
        // The guest's link opens the order with its key.
        expect(out.text).toContain(`/orders/ATL-7K2M-9QXD?lang=${lang}&key=${'a'.repeat(64)}`);
        expect(out.html).not.toContain('<twice>');
      }
      expect(subjects.size).toBe(MAILS.length);
      const refunded = returnShopperMail(ret, MAILS[4]!, url, shop);
      expect(refunded.text).toMatch(/64[.,]90/);
      const approved = returnShopperMail(ret, MAILS[1]!, url, shop);
      expect(approved.text).toContain(
        `${url}/api/v1/returns/R-7K2M-9QXD/slip.pdf?lang=${lang}&key=`,
      );
      expect(approved.text).toContain('75001 Paris');
      const staff = returnStaffMail(ret, { email: 'team@example.com', lang }, url, shop);
      expect(staff.text).toContain('/admin/returns/R-7K2M-9QXD');
      expect(staff.text).not.toMatch(/\{\w+\}/);
    });
  }
});
