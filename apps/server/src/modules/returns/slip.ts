import type { FastifyReply } from 'fastify';
import { toBuffer } from 'bwip-js/node';
import type { Language, ReturnReason } from '@atelier/contract';
import type { Config } from '../../platform/config.ts';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { newPdf } from '../documents/drawing.ts';
import { sendPdf } from '../documents/files.ts';
import { fill, LOCALES } from '../orders/mails/render.ts';
import { shopSettings } from '../settings/repo.ts';
import { returnParts, SLIP_STATUSES, type ReturnRow } from './repo.ts';
import { SLIP_TEXTS } from './slip-texts.ts';

/** All a return slip says. */
export interface Slip {
  code: string;
  orderCode: string;
  lang: Language;
  approvedAt: Date;
  /** The shop's: the date is written in it. */
  timeZone: string;
  shop: { name: string; address: string };
  lines: {
    name: string;
    color: string;
    size: string;
    qty: number;
    reason: ReturnReason;
    exchange: { color: string; size: string } | null;
  }[];
}

/** The slip of an approved return, in `lang` (its items' names too). */
export async function slipOf(q: Queryable, ret: ReturnRow, lang: Language): Promise<Slip> {
  const { out, timeline } = await returnParts(q, ret, lang);
  const shop = await shopSettings(q, { referralReward: 0 });
  const approved = timeline.findLast((event) => event.type === 'approved');
  return {
    code: ret.code,
    orderCode: ret.orderCode,
    lang,
    approvedAt: new Date(approved?.at ?? ret.createdAt),
    timeZone: shop.timeZone,
    // A shop that keeps no separate returns address takes them back at its postal one.
    shop: { name: shop.shopName, address: shop.returnsAddress.trim() || shop.postalAddress.trim() },
    lines: out.map((line) => ({
      name: line.name,
      color: line.color,
      size: line.size,
      qty: line.qty,
      reason: line.reason,
      exchange: line.exchange && { color: line.exchange.color, size: line.exchange.size },
    })),
  };
}

/** The PDF of a slip: its number as a Code 128 barcode and a QR code, what goes back, where. */
export async function renderSlip(s: Slip, options: { compress?: boolean } = {}) {
  const t = SLIP_TEXTS[s.lang];
  const [barcode, qr] = await Promise.all([
    toBuffer({ bcid: 'code128', text: s.code, scale: 3, height: 14, includetext: true }),
    toBuffer({ bcid: 'qrcode', text: s.code, scale: 4 }),
  ]);
  const { doc, done } = newPdf({
    title: `${t.title} ${s.code}`,
    author: s.shop.name,
    at: s.approvedAt,
    lang: s.lang,
    texts: [
      s.shop.name,
      ...s.shop.address.split('\n'),
      ...s.lines.flatMap((line) => [
        line.name,
        line.color,
        line.size,
        ...(line.exchange ? [line.exchange.color, line.exchange.size] : []),
      ]),
    ],
    compress: options.compress,
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const date = new Intl.DateTimeFormat(LOCALES[s.lang], {
    dateStyle: 'long',
    timeZone: s.timeZone,
  });

  doc.image(qr, left + width - 100, 50, { width: 100 });
  doc.font('regular').fontSize(11).fillColor('#555555').text(s.shop.name, left, 50);
  doc.font('bold').fontSize(22).fillColor('#000000').text(t.title, left, 68);
  doc.image(barcode, left, 104, { height: 58 });
  doc.font('regular').fontSize(10).text('', left, 176);
  for (const [label, value] of [
    [t.number, s.code],
    [t.order, s.orderCode],
    [t.approved, date.format(s.approvedAt)],
  ]) {
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value!);
  }

  const boxTop = doc.y + 16;
  const address = [s.shop.name, ...s.shop.address.split('\n')].filter(Boolean);
  doc
    .font('bold')
    .fontSize(11)
    .text(t.sendTo, left + 12, boxTop + 10, { width: width - 24 });
  doc
    .font('regular')
    .fontSize(12)
    .text(address.join('\n'), { width: width - 24 });
  doc
    .rect(left, boxTop, width, doc.y - boxTop + 10)
    .lineWidth(1.5)
    .stroke();

  // Columns: item, colour, size, qty, reason, what the shopper asked for.
  const shares = [0.27, 0.12, 0.09, 0.06, 0.22, 0.24];
  const xs = shares.map((_, i) => left + width * shares.slice(0, i).reduce((a, b) => a + b, 0));
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(9.5);
    const options = cells.map(
      (_, i) => ({ width: width * shares[i]! - 6, align: i === 3 ? 'center' : 'left' }) as const,
    );
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, options[i])));
    // A long return goes on over the next page, its rows whole.
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    cells.forEach((cell, i) => doc.text(cell, xs[i]!, y, options[i]));
    doc.y = y + height + 5;
  };
  doc.y = doc.y + 36;
  row([t.item, t.color, t.size, t.qty, t.reason, t.wanted], true);
  doc
    .moveTo(left, doc.y - 2)
    .lineTo(left + width, doc.y - 2)
    .lineWidth(0.5)
    .stroke();
  doc.y += 3;
  for (const line of s.lines) {
    const variant = line.exchange && [line.exchange.color, line.exchange.size].filter(Boolean);
    row([
      line.name,
      line.color,
      line.size,
      String(line.qty),
      t.reasons[line.reason],
      variant ? fill(t.exchange, { variant: variant.join(' · ') }) : t.refund,
    ]);
  }

  doc.y += 24;
  doc.font('bold').fontSize(11).text(t.howTo, left, doc.y);
  doc.font('regular').fontSize(10).moveDown(0.3);
  doc.list(t.steps, { listType: 'numbered', width, paragraphGap: 3 });
  doc.end();
  return done;
}

/**
 * Sends the slip of `ret` (a 404 until it is approved, and once it has arrived) from the file
 * store: drawn the first time it is asked for in that language, then always that file.
 */
export async function sendSlip(
  q: Queryable,
  config: Config,
  reply: FastifyReply,
  ret: ReturnRow | undefined,
  asked: Language | undefined,
) {
  if (!ret || !SLIP_STATUSES.includes(ret.status)) throw notFound('Return slip');
  const lang = asked ?? ret.lang;
  return sendPdf(config, reply, `return-slips/${ret.code}.${lang}.pdf`, ret.code, async () =>
    renderSlip(await slipOf(q, ret, lang)),
  );
}
