import { LOCALES, money } from '../orders/mails/render.ts';
import { newPdf, plain } from './drawing.ts';
import type { DocumentSnapshot } from './issue.ts';
import { DOCUMENT_TEXTS } from './texts.ts';

/** Japan's qualified-invoice issuer number: T and 13 digits. */
export const QUALIFIED_INVOICE_NUMBER = /^T\d{13}$/;

const percent = (rate: number) => `${+(rate * 100).toFixed(4)} %`;

/**
 * The PDF of an invoice or a credit note, drawn from its snapshot alone: the same snapshot gives
 * the same document (its dates are the issue's). `compress: false` leaves the text readable in
 * the file, which the tests read.
 */
export function renderDocument(s: DocumentSnapshot, options: { compress?: boolean } = {}) {
  const t = DOCUMENT_TEXTS[s.lang];
  // Japan's qualified invoices name the issuer's registration number, which is T and 13 digits.
  const qualified = s.buyer.country === 'JP' && QUALIFIED_INVOICE_NUMBER.test(s.seller.taxNumber);
  const titles = qualified ? t.qualified : t;
  const title = s.kind === 'invoice' ? titles.invoice : titles.creditNote;
  const seller = [s.seller.name, ...s.seller.address.split('\n')];
  const buyer = [s.buyer.name || s.buyer.email, ...s.buyer.address];
  const { doc, done } = newPdf({
    title: `${title} ${s.code}`,
    author: s.seller.name,
    at: new Date(s.issuedAt),
    lang: s.lang,
    texts: [...seller, ...buyer, s.reason ?? '', ...s.lines.map((line) => line.name)],
    compress: options.compress,
  });
  const price = (minor: number) => plain(money(minor, s.lang, s.currency));
  const date = (at: string) =>
    new Intl.DateTimeFormat(LOCALES[s.lang], { dateStyle: 'long', timeZone: s.timeZone }).format(
      new Date(at),
    );
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(18);
  doc.text(title, left, 50);
  doc.font('regular').fontSize(10).moveDown(0.5);
  doc.text(`${t.number}: ${s.code}`);
  doc.text(`${t.issued}: ${date(s.issuedAt)}`);
  doc.text(`${t.order}: ${s.orderCode} · ${t.orderedOn}: ${date(s.orderedAt)}`);
  if (s.invoiceCode) doc.text(t.corrects.replace('{invoice}', s.invoiceCode));
  if (s.reason) doc.text(`${t.reason}: ${s.reason}`);

  const top = doc.y + 15;
  const half = width / 2 - 10;
  const taxNumber =
    s.seller.taxNumber && `${qualified ? t.registration : t.taxNumber}: ${s.seller.taxNumber}`;
  for (const [x, heading, lines] of [
    [left, t.seller, [...seller, taxNumber]],
    [left + width / 2, t.buyer, buyer],
  ] as const) {
    doc.font('bold').text(heading, x, top, { width: half });
    doc.font('regular').text(lines.filter(Boolean).join('\n'), { width: half });
  }

  // Columns: item, qty, unit price, rate, amount; the amounts right-aligned.
  const cols = [
    left,
    left + width * 0.48,
    left + width * 0.56,
    left + width * 0.72,
    left + width * 0.82,
  ];
  const widths = [width * 0.46, width * 0.08, width * 0.16, width * 0.1, width * 0.18];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular');
    const options = cells.map(
      (_, i) => ({ width: widths[i]!, align: i === 0 ? 'left' : 'right' }) as const,
    );
    cells.forEach((cell, i) => doc.text(cell, cols[i]!, y, options[i]));
    // A long name wraps: the next row starts below its last line.
    doc.y = y + Math.max(...cells.map((cell, i) => doc.heightOfString(cell, options[i])));
    doc.moveDown(0.3);
  };
  doc.y = Math.max(doc.y, top + 90);
  row([t.item, t.qty, t.unitPrice, t.rate, t.amount], true);
  for (const line of s.lines) {
    row([
      line.name,
      String(line.qty),
      price(line.unitMinor),
      percent(line.rate),
      price(line.amountMinor),
    ]);
  }
  const sum = (label: string, minor: number, bold = false) =>
    row([label, '', '', '', price(minor)], bold);
  if (s.deductionsMinor) sum(t.deductions, -s.deductionsMinor);
  if (s.shippingMinor) sum(t.shipping, s.shippingMinor);

  doc.moveDown(0.8);
  row([t.taxBreakdown, '', t.net, t.rate, t.tax], true);
  for (const line of s.taxLines) {
    row(['', '', price(line.netMinor), percent(line.rate), price(line.taxMinor)]);
  }
  doc.moveDown(0.8);
  sum(`${t.total} (${s.currency})`, s.totalMinor, true);
  if (s.creditMinor) sum(t.credit, s.creditMinor);
  doc.moveDown(0.8);
  doc.font('regular').text(s.taxIncluded ? t.pricesIncludeTax : t.taxAdded, left, doc.y);
  doc.end();
  return done;
}
