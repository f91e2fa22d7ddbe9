// Issue 30: a return line's optional photo, uploaded by whoever may open the order (its owner, or
// the holder of its link's key) before the return is asked for.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, type Return, type Returnable } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { variants } from '../orders/test-helpers.ts';
import { deliveredOrder, linkKey, shopperCall } from './test-helpers.ts';

let h: Harness;
let staff: string;
let PNG: Buffer;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  staff = (await staffSession(h, 'owner')).cookie;
  PNG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b3261e' } })
    .png()
    .toBuffer();
});
afterAll(() => h?.close());

let count = 0;
async function shopper() {
  const email = `photo-${++count}@example.com`;
  return { email, cookie: await signedIn(h.app, email) };
}

/** The photo as a browser's FormData sends it, by the order's owner (`cookie`) or its `key`. */
async function upload(code: string, who: { cookie?: string; key?: string }, bytes: Buffer) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'scuff.png');
  const encoded = new Response(form);
  return h.app.inject({
    method: 'POST',
    url: `/api/v1/orders/by-code/${code}/return-photos${who.key ? `?key=${who.key}` : ''}`,
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      ...(who.cookie ? { cookie: who.cookie } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe("a return line's photo", () => {
  it('is uploaded by the order’s owner, then shown on the line it was sent with', async () => {
    const ada = await shopper();
    const [shirt] = await variants(h, 1);
    const placed = await deliveredOrder(h.app, staff, ada, [[shirt, 1]]);
    const res = await upload(placed.orderCode, ada, PNG);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json() as { id: string; url: string };
    expect(photo.id).toMatch(/^[0-9a-f]{24}$/);
    const served = await h.app.inject({ method: 'GET', url: photo.url });
    expect(served.headers['content-type']).toBe('image/webp');

    const url = `/api/v1/orders/by-code/${placed.orderCode}/returnable`;
    const [line] = ((await shopperCall(h.app, ada, 'GET', url)).json() as Returnable).lines;
    const asked = await shopperCall(h.app, ada, 'POST', '/api/v1/returns', {
      orderCode: placed.orderCode,
      lines: [{ orderItemId: line!.orderItemId, qty: 1, reason: 'DAMAGED', photo: photo.id }],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((asked.json() as Return).lines[0]!.photoUrl).toBe(photo.url);
  });

  it("is the order's business only: a guest by its key, nobody signed out, nobody else", async () => {
    const ada = await shopper();
    const [shirt] = await variants(h, 1);
    const placed = await deliveredOrder(h.app, staff, ada, [[shirt, 1]]);
    expect(
      (await upload(placed.orderCode, { key: await linkKey(h, placed.orderCode) }, PNG)).statusCode,
    ).toBe(201);
    expect((await upload(placed.orderCode, {}, PNG)).statusCode).toBe(401);
    expect((await upload(placed.orderCode, await shopper(), PNG)).statusCode).toBe(404);
    expect((await upload(placed.orderCode, { key: 'f'.repeat(64) }, PNG)).statusCode).toBe(404);
  });

  it('is a picture: anything else is a 400 naming the field', async () => {
    const ada = await shopper();
    const [shirt] = await variants(h, 1);
    const placed = await deliveredOrder(h.app, staff, ada, [[shirt, 1]]);
    const res = await upload(placed.orderCode, ada, Buffer.from('<html>not a photo</html>'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ image: MEDIA_MESSAGES.kind });
  });
});
