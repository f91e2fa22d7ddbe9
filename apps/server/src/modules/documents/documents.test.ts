// Issue 29 item 7: an invoice for every paid order and a credit note for every refund, numbered
// without gaps per market, drawn as a PDF that names the seller's tax number and the rates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditNotePath,
  invoicePath,
  type AdminOrder,
  type DocumentSummary,
  type Order,
} from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { outbox, paidOrder, staffCall } from '../../admin/orders/test-helpers.ts';
import {
  fillCart,
  home,
  order,
  setStock,
  variants,
  type VariantFixture,
} from '../orders/test-helpers.ts';
import { issueInvoice, refundTaxLines, type DocumentSnapshot } from './issue.ts';
import { renderDocument } from './pdf.ts';
import { pdfText } from './pdf-text.ts';

let h: Harness;
let owner: string;
let shirt: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  owner = (await staffSession(h, 'owner')).cookie;
  [shirt] = await variants(h, 1);
  await setStock(h, shirt.sku, 100);
  await h.db.query(
    `update shop_settings set legal_entity = 'Atelier SAS', tax_number = 'FR40123456789',
            postal_address = '5 rue de la Paix\n75002 Paris'`,
  );
});
afterAll(() => h?.close());

const paris = { ...home, city: 'Paris', region: '', zipocode: '75001', country: 'FR' };

/** A cash order to Paris (euros, VAT inside) by a new shopper. */
async function parisOrder(email: string, lang = 'fr') {
  const cookie = await signedIn(h.app, email);
  await fillCart(h.app, cookie, email, [[shirt, 1]]);
  const res = await order(h.app, cookie, { address: paris, market: 'eu', lang });
  if (res.statusCode !== 201) throw new Error(`order: ${res.body}`);
  return { cookie, order: res.json() as Order };
}

const collect = (code: string) =>
  staffCall(h.app, owner, 'POST', `/api/admin/orders/${code}/cash-collected`);

const numbers = async (kind: string) =>
  (
    await h.db.query<{ number: number }>(
      `select number from documents where market = 'eu' and kind = $1 order by number`,
      [kind],
    )
  ).map((r) => r.number);

const snapshotOf = async (code: string, kind = 'invoice') =>
  (
    await h.db.query<{ snapshot: DocumentSnapshot }>(
      `select d.snapshot from documents d join orders o on o.id = d.order_id
        where o.order_code = $1 and d.kind = $2 order by d.id`,
      [code, kind],
    )
  ).map((r) => r.snapshot);

describe('invoices', () => {
  it('numbers a market’s invoices 1…N with no gap or twin when orders are paid at once', async () => {
    const placed = [];
    for (let i = 0; i < 5; i++) placed.push(await parisOrder(`many${i}@example.com`));
    const answers = await Promise.all(placed.map((p) => collect(p.order.orderCode)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await numbers('invoice')).toEqual([1, 2, 3, 4, 5]);
    const [first] = await snapshotOf(placed[0]!.order.orderCode);
    expect(first!.code).toMatch(/^EU-\d{4}-00000[1-5]$/);

    // A payment rolled back after its invoice was numbered gives the number back.
    const late = await parisOrder('late@example.com');
    const [row] = await h.db.query<{ id: number }>('select id from orders where order_code = $1', [
      late.order.orderCode,
    ]);
    await expect(
      h.db.tx(async (q) => {
        await issueInvoice(q, row!.id, new Date());
        throw new Error('the payment failed after all');
      }),
    ).rejects.toThrow('the payment failed after all');
    expect((await collect(late.order.orderCode)).statusCode).toBe(200);
    expect(await numbers('invoice')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('draws the seller, their tax number, the lines and the VAT per rate, in the order’s language', async () => {
    const { cookie, order: o } = await parisOrder('pdf@example.com');
    await collect(o.orderCode);
    const url = `/api/v1/orders/by-code/${o.orderCode}/invoice.pdf`;
    const res = await h.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Latin text keeps the fonts built into every reader: none is embedded.
    expect(res.rawPayload.length).toBeLessThan(10_000);
    // Issued once: the settings changed after, the file served is the same.
    await h.db.query(`update shop_settings set tax_number = 'FR99999999999'`);
    const again = await h.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    await h.db.query(`update shop_settings set tax_number = 'FR40123456789'`);

    const [snapshot] = await snapshotOf(o.orderCode);
    const text = pdfText(await renderDocument(snapshot!, { compress: false }));
    expect(text).toContain('Facture');
    expect(text).toContain('Atelier SAS');
    expect(text).toContain('N° de TVA: FR40123456789');
    expect(text).toContain('20 %');
    expect(text).toContain('Les prix incluent la TVA.');
    expect(text).toContain(snapshot!.code);
    // Dated in the shop's time zone: 23:30 in New York on 1 March is already 2 March in UTC.
    const late = { ...snapshot!, issuedAt: '2026-03-02T04:30:00.000Z' };
    const inNewYork = pdfText(
      await renderDocument({ ...late, timeZone: 'America/New_York' }, { compress: false }),
    );
    expect(inNewYork).toContain('1 mars 2026');
    expect(
      pdfText(await renderDocument({ ...late, timeZone: 'UTC' }, { compress: false })),
    ).toContain('2 mars 2026');
  });

  it('draws a Japanese order’s qualified invoice in Japanese: 登録番号, and each rate with its 消費税額', async () => {
    await h.db.query(`update shop_settings set tax_number = 'T1234567890123'`);
    const tokyo = { ...home, city: 'Tokyo', region: '13', zipocode: '100-0001', country: 'JP' };
    const email = 'tokyo@example.com';
    const cookie = await signedIn(h.app, email);
    await fillCart(h.app, cookie, email, [[shirt, 2]]);
    const o = (await order(h.app, cookie, { address: tokyo, market: 'jp', lang: 'jp' })).json();
    expect((await collect(o.orderCode)).statusCode).toBe(200);
    const [snapshot] = await snapshotOf(o.orderCode);
    expect(snapshot!.code).toMatch(/^JP-\d{4}-000001$/);
    const res = await h.app.inject({
      method: 'GET',
      url: invoicePath(o.orderCode),
      headers: { cookie },
    });
    // The Japanese font goes in as the few glyphs drawn, not its 4.5 MB.
    expect(res.rawPayload.length).toBeLessThan(100_000);
    const served = pdfText(res.rawPayload);
    for (const said of ['適格請求書', '登録番号: T1234567890123', '税率', '消費税額', '合計']) {
      expect(served).toContain(said);
    }
    // A long name wraps onto a second line.
    expect(served.replaceAll('\n', '')).toContain(snapshot!.lines[0]!.name);
    expect(served).not.toContain('Invoice');
    await h.db.query(`update shop_settings set tax_number = 'FR40123456789'`);

    // Each rate on its own line with its tax, a reduced 8 % one as well.
    const reduced = { rate: 0.08, netMinor: 1000, taxMinor: 80 };
    const twoRates = { ...snapshot!, taxLines: [...snapshot!.taxLines, reduced] };
    const text = pdfText(await renderDocument(twoRates, { compress: false })).split('\n');
    const breakdown = text.slice(text.indexOf('消費税額'));
    for (const line of twoRates.taxLines) {
      const at = breakdown.indexOf(`${line.rate * 100} %`);
      expect(breakdown[at + 1]).toBe(`￥${line.taxMinor.toLocaleString('en')}`);
    }
  });

  it('links a card order’s paid mail to its invoice', async () => {
    const email = 'card@example.com';
    const cookie = await signedIn(h.app, email);
    const o = await paidOrder(h.app, { email, cookie }, [[shirt, 1]]);
    const [snapshot] = await snapshotOf(o.orderCode);
    expect(snapshot!.code).toMatch(/^US-\d{4}-000001$/);
    const paid = (await outbox(h, email)).find((m) => m.kind === 'order-paid');
    expect(paid!.text).toContain(`Your invoice: ${h.config.publicUrl}${invoicePath(o.orderCode)}`);
    const res = await h.app.inject({
      method: 'GET',
      url: invoicePath(o.orderCode),
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('credit notes', () => {
  it('comes with each refund, its tax per rate summing to what was refunded', async () => {
    const { cookie, order: o } = await parisOrder('refund@example.com');
    await collect(o.orderCode);
    const url = `/api/admin/orders/${o.orderCode}`;
    const line = ((await staffCall(h.app, owner, 'GET', url)).json() as AdminOrder).items[0]!;
    // One with the line returned, one of an amount alone.
    const refunds = [
      { amountCents: 777, reason: 'Came back', lines: [{ orderItemId: line.id, qty: 1 }] },
      { amountCents: 1001, reason: 'Late' },
    ];
    for (const refund of refunds) {
      expect((await staffCall(h.app, owner, 'POST', `${url}/refunds`, refund)).statusCode).toBe(
        200,
      );
    }
    const notes = await snapshotOf(o.orderCode, 'credit-note');
    expect(notes.map((n) => n.totalMinor)).toEqual([777, 1001]);
    for (const note of notes) {
      const sum = note.taxLines.reduce((s, l) => s + l.netMinor + l.taxMinor, 0);
      expect(sum).toBe(note.totalMinor);
      expect(note.taxLines.map((l) => l.rate)).toEqual([0.2]);
    }
    // VAT at 20 % inside 7,77 € is 1,30 €.
    expect(notes[0]!.taxLines[0]).toMatchObject({ netMinor: 647, taxMinor: 130 });
    expect(notes[0]!.invoiceCode).toMatch(/^EU-/);
    expect(await numbers('credit-note')).toEqual([1, 2]);
    // The order page links to them.
    const page = await h.app.inject({
      method: 'GET',
      url: `/api/v1/orders/by-code/${o.orderCode}`,
      headers: { cookie },
    });
    expect((page.json() as Order).documents).toEqual({ invoice: true, creditNotes: 2 });
    const second = await h.app.inject({
      method: 'GET',
      url: `/api/v1/orders/by-code/${o.orderCode}/credit-notes/2.pdf`,
      headers: { cookie },
    });
    expect(second.statusCode).toBe(200);
    const mails = await outbox(h, 'refund@example.com');
    const refunded = mails.filter((m) => m.kind === 'order-refunded').map((m) => m.text);
    expect(refunded).toHaveLength(2);
    expect(refunded[1]).toContain(
      `Votre avoir: ${h.config.publicUrl}${creditNotePath(o.orderCode, 2)}`,
    );
    const text = pdfText(await renderDocument(notes[1]!, { compress: false }));
    expect(text).toContain('Avoir');
    expect(text).toContain(`Rectifie la facture ${notes[1]!.invoiceCode}`);
  });
  it('is drawn in Chinese for a Chinese order, its items under their Chinese names', async () => {
    const { cookie, order: o } = await parisOrder('zh@example.com', 'cn');
    await collect(o.orderCode);
    const url = `/api/admin/orders/${o.orderCode}`;
    const line = ((await staffCall(h.app, owner, 'GET', url)).json() as AdminOrder).items[0]!;
    const refund = {
      amountCents: 500,
      reason: '尺码不合适',
      lines: [{ orderItemId: line.id, qty: 1 }],
    };
    expect((await staffCall(h.app, owner, 'POST', `${url}/refunds`, refund)).statusCode).toBe(200);
    const [note] = await snapshotOf(o.orderCode, 'credit-note');
    expect(note!.lines[0]!.name).toMatch(/\p{Script=Han}/u);
    const res = await h.app.inject({
      method: 'GET',
      url: creditNotePath(o.orderCode, 1),
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const said of ['红字发票', `对应发票：${note!.invoiceCode}`, '原因: 尺码不合适', '税额']) {
      expect(text).toContain(said);
    }
    expect(text.replaceAll('\n', '')).toContain(note!.lines[0]!.name);
    expect(text).not.toContain(note!.lines[0]!.sku);
  });
});

describe('names in any script', () => {
  const snapshot: DocumentSnapshot = {
    kind: 'invoice',
    code: 'EU-2026-000042',
    lang: 'fr',
    market: 'eu',
    currency: 'EUR',
    taxIncluded: true,
    issuedAt: '2026-11-29T00:00:00.000Z',
    timeZone: 'Europe/Paris',
    orderCode: 'A7K2-9QXP',
    orderedAt: '2026-11-28T10:00:00.000Z',
    seller: { name: 'Atelier SAS', address: '5 rue de la Paix\n75002 Paris', taxNumber: '' },
    buyer: {
      name: 'Léa Martin',
      email: 'lea@example.com',
      address: ['Paris', 'FR'],
      country: 'FR',
    },
    lines: [
      { name: 'Robe · S', sku: 'DR-1-S', qty: 1, unitMinor: 5900, rate: 0.2, amountMinor: 5900 },
    ],
    deductionsMinor: 0,
    shippingMinor: 0,
    taxLines: [{ rate: 0.2, netMinor: 4917, taxMinor: 983 }],
    creditMinor: 0,
    totalMinor: 5900,
  };
  // The fonts a PDF embeds, by family (a subset's name is prefixed with its tag).
  const embedded = (pdf: Buffer) => [
    ...new Set(
      [...pdf.toString('latin1').matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]),
    ),
  ];
  const named = (lang: DocumentSnapshot['lang'], name: string) =>
    renderDocument({ ...snapshot, lang, lines: [{ ...snapshot.lines[0]!, name }] });

  it('prints a name in another script as written, in a font that holds it', async () => {
    expect(embedded(await named('fr', 'Robe · S'))).toEqual([]);
    const dress = '真丝连衣裙 · S';
    const french = await named('fr', dress);
    expect(pdfText(french)).toContain(dress);
    expect(embedded(french)).toContain('NotoSansHans-Regular');
    // The Japanese font lacks the simplified 丝 and 连: the whole document takes the Chinese one.
    expect(embedded(await named('jp', dress))).not.toContain('NotoSansJP-Regular');
    expect(embedded(await named('jp', 'リネンシャツ'))).toContain('NotoSansJP-Regular');
  });
});

describe('who gets a document', () => {
  it('gives an order’s invoice to its shopper and to staff who handle orders, to no one else', async () => {
    const { cookie, order: o } = await parisOrder('owner-of@example.com');
    const path = `/api/v1/orders/by-code/${o.orderCode}/invoice.pdf`;
    const get = (url: string, headers: Record<string, string> = {}) =>
      h.app.inject({ method: 'GET', url, headers });
    // Not paid yet: no invoice.
    expect((await get(path, { cookie })).statusCode).toBe(404);
    await collect(o.orderCode);
    expect((await get(path, { cookie })).statusCode).toBe(200);
    expect((await get(path)).statusCode).toBe(401);
    const stranger = await signedIn(h.app, 'stranger@example.com');
    expect((await get(path, { cookie: stranger })).statusCode).toBe(404);
    const nothing = `/api/v1/orders/by-code/${o.orderCode}/credit-notes/1.pdf`;
    expect((await get(nothing, { cookie })).statusCode).toBe(404);

    const staff = `/api/admin/orders/${o.orderCode}/invoice.pdf`;
    const fulfilment = (await staffSession(h, 'fulfilment')).cookie;
    const catalog = (await staffSession(h, 'catalog')).cookie;
    expect((await get(staff, { cookie: fulfilment })).statusCode).toBe(200);
    expect((await get(staff, { cookie: catalog })).statusCode).toBe(403);

    const list = await get('/api/admin/documents?kind=invoice&limit=2', { cookie: owner });
    expect(list.statusCode).toBe(200);
    const page = list.json() as { items: DocumentSummary[]; nextCursor: string | null };
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({ kind: 'invoice', market: 'eu', orderCode: o.orderCode });
    expect(page.nextCursor).not.toBeNull();
    expect((await get('/api/admin/documents', { cookie: fulfilment })).statusCode).toBe(403);
  });
});

describe('a refund split by rate', () => {
  const order = {
    taxLines: [
      { rate: 0.2, netMinor: 5000, taxMinor: 1000 },
      { rate: 0.055, netMinor: 2000, taxMinor: 110 },
    ],
    grossMinor: 9110,
  };

  it('places every cent, each rate pro rata, the untaxed part at 0 %', () => {
    const parts = refundTaxLines(1001, order);
    expect(parts.map((p) => p.rate)).toEqual([0.2, 0.055, 0]);
    expect(parts.reduce((s, p) => s + p.netMinor + p.taxMinor, 0)).toBe(1001);
    expect(parts[2]!.taxMinor).toBe(0);
  });

  it('gives back exactly the order’s tax per rate when all of it is refunded', () => {
    expect(refundTaxLines(9110, order)).toEqual([
      ...order.taxLines,
      { rate: 0, netMinor: 1000, taxMinor: 0 },
    ]);
  });
});
