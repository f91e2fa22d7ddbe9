// Issue 30 item 3: an approved return's printable slip — its number as a barcode and a QR code,
// what goes back and where — for its shopper, the order link's holder and the returns desk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Return } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { outbox, staffCall } from '../../admin/orders/test-helpers.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { pdfImages, pdfText } from '../documents/pdf-text.ts';
import { setStock } from '../orders/test-helpers.ts';
import { deliveredOrder, linkKey, orderItems, shopperCall, sizedProduct } from './test-helpers.ts';

let h: Harness;
let owner: string;
beforeAll(async () => {
  h = await startHarness({ products: 8 });
  owner = (await staffSession(h, 'owner')).cookie;
  expect((await returnsAddress(ADDRESS)).statusCode).toBe(200);
});
afterAll(() => h?.close());

const ADDRESS = 'Maison Test Returns\n12 Rue de la Paix\n75002 Paris';
const returnsAddress = (address: string) =>
  h.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: owner },
    payload: { returnsAddress: address },
  });

let count = 0;
async function shopper() {
  const email = `slip-${++count}@example.com`;
  return { email, cookie: await signedIn(h.app, email) };
}

/**
 * A delivered order of two sizes of one product, and its return: the first for a refund (too
 * small), the second exchanged for the third size (not as pictured).
 */
async function returned(lang = 'en') {
  const ada = await shopper();
  const [small, medium, large] = await sizedProduct(h);
  for (const v of [small!, medium!, large!]) await setStock(h, v.sku, 20);
  const placed = await deliveredOrder(
    h.app,
    owner,
    ada,
    [
      [small!, 1],
      [medium!, 2],
    ],
    { lang },
  );
  const [first, second] = await orderItems(h, placed.orderCode);
  const asked = await shopperCall(h.app, ada, 'POST', `/api/v1/returns?lang=${lang}`, {
    orderCode: placed.orderCode,
    lines: [
      { orderItemId: first!.id, qty: 1, reason: 'TOO_SMALL' },
      { orderItemId: second!.id, qty: 2, reason: 'NOT_AS_PICTURED', exchangeSku: large!.sku },
    ],
  });
  expect(asked.statusCode).toBe(201);
  const ret = asked.json() as Return;
  return { ada, ret, key: await linkKey(h, placed.orderCode), orderCode: placed.orderCode };
}

const approve = async (code: string) =>
  expect(
    (await staffCall(h.app, owner, 'POST', `/api/admin/returns/${code}/approve`, {})).statusCode,
  ).toBe(200);

const slipPath = (code: string) => `/api/v1/returns/${code}/slip.pdf`;

describe('the return slip', () => {
  it('shows the return number as a barcode and a QR code, the items, the exchange asked for and where to send them', async () => {
    const { ada, ret, orderCode } = await returned();
    await approve(ret.code);
    const res = await shopperCall(h.app, ada, 'GET', slipPath(ret.code));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Lines as read: a long name wraps in its cell.
    const text = pdfText(res.rawPayload).replace(/-\n/g, '-').replace(/\s*\n/g, ' ');
    const [line1, line2] = ret.lines;
    for (const said of [
      'Return slip',
      ret.code,
      orderCode,
      'Send the parcel to',
      'Maison Test Returns',
      '12 Rue de la Paix',
      '75002 Paris',
      line1!.name,
      'Too small',
      'Refund',
      'Colour not as pictured',
      `Exchange: ${[line2!.exchange!.color, line2!.exchange!.size].filter(Boolean).join(' · ')}`,
      'How to send it back',
    ]) {
      expect(text).toContain(said);
    }
    // A square QR code and a wide Code 128 barcode.
    const images = pdfImages(res.rawPayload);
    expect(images).toHaveLength(2);
    expect(images.some((i) => i.width === i.height)).toBe(true);
    expect(images.some((i) => i.width > 2 * i.height)).toBe(true);

    // Drawn once: the address changed after, the slip served is the same file.
    await returnsAddress('Elsewhere');
    const again = await shopperCall(h.app, ada, 'GET', slipPath(ret.code));
    await returnsAddress(ADDRESS);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it("is in the order's language, or the one asked for", async () => {
    const { ada, ret } = await returned('fr');
    await approve(ret.code);
    const fr = pdfText((await shopperCall(h.app, ada, 'GET', slipPath(ret.code))).rawPayload);
    expect(fr).toContain('Bordereau de retour');
    expect(fr).toContain('Trop petit');
    expect(fr).toContain('Envoyez le colis à');
    const es = await shopperCall(h.app, ada, 'GET', `${slipPath(ret.code)}?lang=es`);
    expect(pdfText(es.rawPayload)).toContain('Etiqueta de devolución');
  });

  it("is in Japanese for a Japanese order, with the shop's address as written", async () => {
    await returnsAddress('〒150-0001 東京都渋谷区神宮前1-2-3\nアトリエ返品センター');
    const { ada, ret } = await returned('jp');
    await approve(ret.code);
    const res = await shopperCall(h.app, ada, 'GET', slipPath(ret.code));
    await returnsAddress(ADDRESS);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const said of [
      '返品伝票',
      '返品番号',
      ret.code,
      '返送先',
      '東京都渋谷区神宮前1-2-3',
      '小さすぎる',
    ]) {
      expect(text).toContain(said);
    }
  });

  it('is linked from the approval mail, and opens for the holder of the order link', async () => {
    const { ada, ret, key } = await returned();
    await approve(ret.code);
    const mail = (await outbox(h, ada.email)).find((m) => m.kind === 'return-approved')!;
    const link = /(\/api\/v1\/returns\/\S+\/slip\.pdf\S*)/.exec(mail.text)![1]!;
    const fromMail = await shopperCall(h.app, ada, 'GET', link);
    expect(fromMail.statusCode).toBe(200);
    expect(pdfText(fromMail.rawPayload)).toContain(ret.code);
    expect(mail.html).toContain(`/api/v1/returns/${ret.code}/slip.pdf`);

    const guest = await shopperCall(h.app, { key }, 'GET', slipPath(ret.code));
    expect(guest.statusCode).toBe(200);
    expect(pdfText(guest.rawPayload)).toContain(ret.code);
  });

  it("is nobody else's: a stranger or a wrong key gets a 404, the signed out a 401", async () => {
    const { ret } = await returned();
    await approve(ret.code);
    const stranger = await shopper();
    expect((await shopperCall(h.app, stranger, 'GET', slipPath(ret.code))).statusCode).toBe(404);
    const wrongKey = { key: 'f'.repeat(64) };
    expect((await shopperCall(h.app, wrongKey, 'GET', slipPath(ret.code))).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: slipPath(ret.code) })).statusCode).toBe(401);
    const bad = await shopperCall(h.app, stranger, 'GET', '/api/v1/returns/nonsense/slip.pdf');
    expect(bad.statusCode).toBe(400);
  });

  it('exists only once the return is approved, until it arrives', async () => {
    const { ada, ret } = await returned();
    expect((await shopperCall(h.app, ada, 'GET', slipPath(ret.code))).statusCode).toBe(404);
    expect(ret.slipUrl).toBeNull();
    await approve(ret.code);
    expect((await shopperCall(h.app, ada, 'GET', slipPath(ret.code))).statusCode).toBe(200);
  });

  it('prints from the returns desk for fulfilment staff and owners, not for other roles', async () => {
    const { ret } = await returned();
    await approve(ret.code);
    const path = `/api/admin/returns/${ret.code}/slip.pdf`;
    for (const [role, status] of [
      ['fulfilment', 200],
      ['owner', 200],
      ['catalog', 403],
    ] as const) {
      const cookie = (await staffSession(h, role)).cookie;
      const res = await staffCall(h.app, cookie, 'GET', path);
      expect(res.statusCode, role).toBe(status);
      if (status === 200) expect(pdfText(res.rawPayload)).toContain(ret.code);
    }
    expect((await h.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    const missing = await staffCall(h.app, owner, 'GET', '/api/admin/returns/R-0000-0000/slip.pdf');
    expect(missing.statusCode).toBe(404);
  });
});
