import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { LedgerEntry } from '@atelier/contract';
import { expectAccessible } from './support/axe.ts';
import { deliveredOrder, staffApi } from './support/returns.ts';
import { screenshots } from './support/screenshots.ts';
import type { Product } from './support/shopper.ts';
import { inviteMember, signInMember } from './support/staff.ts';
import { texts } from './support/texts.ts';

// Issue 30's desk journey: a fulfilment member finds a requested return in its queue, approves
// it, receives the refunded line's unit as damaged and the exchanged line's as restock, refunds
// in one step and ships the exchange; at each step the stock ledger and the shopper's My Returns
// page agree with what the desk did.
const t = texts('en');

test('staff approve a requested return, receive one unit damaged and one restocked, refund it and ship the exchange; ledger and shopper agree at each step', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // An owner reads the ledger (a catalog screen) and delivers the order; the desk is fulfilment's.
  const owner = await staffApi(baseURL!, 'owner', 'Oona Ledger');
  const { code, sizes, product } = await deliveredOrder(page, baseURL!, owner, 'en');
  const productId = product.id;
  const [small, large, larger] = sizes;
  const returnable = (await (
    await page.request.get(`/api/v1/orders/by-code/${code}/returnable`, { params: { lang: 'en' } })
  ).json()) as { lines: { orderItemId: number; size: string }[] };
  const itemOf = (size: string) => returnable.lines.find((l) => l.size === size)!.orderItemId;
  // The small one goes back for a refund; the large one is swapped for the larger size.
  const asked = await page.request.post('/api/v1/returns', {
    headers: { Origin: baseURL! },
    data: {
      orderCode: code,
      lines: [
        { orderItemId: itemOf(small!.size), qty: 1, reason: 'TOO_SMALL', comment: 'Tight' },
        {
          orderItemId: itemOf(large!.size),
          qty: 1,
          reason: 'TOO_SMALL',
          exchangeSku: larger!.sku,
        },
      ],
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const ret = ((await asked.json()) as { code: string }).code;

  // The return's own rows of a SKU's ledger; the SKU's stock is what its newest row left.
  const ledger = async (sku: string) => {
    const { items } = (await owner.get(`/stock/ledger?sku=${encodeURIComponent(sku)}`)) as {
      items: LedgerEntry[];
    };
    const product = await (await page.request.get(`/api/v1/products/${productId}/en`)).json();
    const stock = (product as Product).variants.find((v) => v.sku === sku)!.stock;
    expect(stock, `${sku}'s stock is its ledger's`).toBe(items[0]!.stockAfter);
    return items
      .filter((row) => row.note === ret)
      .map((row) => `${row.reason} ${row.delta}`)
      .sort();
  };
  const shopperSees = async (status: string, text?: string) => {
    await page.goto('/profile?tab=returns');
    const card = page.getByRole('article', { name: t('returns.returnTitle', { code: ret }) });
    await expect(card.getByText(t(`returns.statuses.${status}`), { exact: true })).toBeVisible();
    if (text) await expect(card).toContainText(text);
  };
  // Asked: the larger size is held for the exchange.
  expect(await ledger(larger!.sku)).toEqual(['reserved -1']);
  await shopperSees('REQUESTED', t('returns.exchangeStatus.reserved'));

  // The desk: the requested queue, searched by the return's code.
  const member = await inviteMember(request, baseURL!, 'fulfilment', 'Fen Fulfilment');
  const desk = await (await browser.newContext()).newPage();
  await signInMember(desk, member, '/admin/returns?status=REQUESTED');
  const queues = desk.getByRole('navigation', { name: 'Queues' });
  await expect(queues.getByRole('link', { name: /^Requested/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(queues.getByRole('link', { name: /^Requested \d/ })).toBeVisible();
  await expectAccessible(desk, 'returns desk: requested queue');
  await screenshots(desk, 'returns-queue');
  await desk.getByRole('searchbox', { name: /Search/ }).fill(ret);
  await desk.getByRole('button', { name: 'Apply' }).click();
  await expect(desk.getByRole('table').getByRole('row')).toHaveCount(2);
  await desk.getByRole('link', { name: ret }).click();
  await expect(desk.getByRole('heading', { name: `Return ${ret}` })).toBeVisible();
  const lines = desk.getByRole('region', { name: 'What comes back' });
  await expect(lines).toContainText('Tight');
  await expect(lines).toContainText(`(${larger!.sku}) · reserved`);
  await expectAccessible(desk, 'returns desk: a requested return');
  await screenshots(desk, 'return-requested');

  // Approved with a message the shopper reads, by keyboard alone: the dialog opens on its field,
  // and closing gives the focus back to the header.
  await desk.getByRole('button', { name: 'Approve', exact: true }).focus();
  await desk.keyboard.press('Enter');
  const approve = desk.getByRole('dialog');
  await expect(approve.getByLabel(/Message to the shopper/)).toBeFocused();
  await desk.keyboard.type('Thank you, please send both back.');
  await expectAccessible(desk, 'returns desk: approve');
  await desk.keyboard.press('Tab');
  await expect(approve.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await desk.keyboard.press('Tab');
  await expect(approve.getByRole('button', { name: 'Approve' })).toBeFocused();
  await desk.keyboard.press('Enter');
  await expect(approve).toBeHidden();
  await expect(desk.getByText('Return ' + ret + ' approved')).toBeVisible();
  await shopperSees('APPROVED', 'Thank you, please send both back.');

  // On its way back: the carrier's tracking, which the shopper can follow too.
  const back = `1Z${randomUUID().slice(0, 8).toUpperCase()}`;
  await step(desk, 'Add tracking', async (dialog) => {
    await dialog.getByLabel('Tracking number').fill(back);
  });
  await expect(
    desk.getByRole('region', { name: 'Shopper' }).getByRole('link', { name: back }),
  ).toBeVisible();
  await shopperSees('IN_TRANSIT', back);

  // Received: the small one damaged, the large one back on the shelf.
  await step(desk, 'Receive', async (dialog) => {
    const line = (size: string) => dialog.getByRole('group', { name: new RegExp(` · ${size} · `) });
    const units = (size: string, label: string) => line(size).getByLabel(label, { exact: true });
    await expect(units(small!.size, 'Restock')).toHaveValue('1');
    await units(small!.size, 'Restock').fill('0');
    await units(small!.size, 'Damaged').fill('1');
    await expect(units(large!.size, 'Restock')).toHaveValue('1');
    await expectAccessible(desk, 'returns desk: receive');
    await screenshots(desk, 'return-receive');
  });
  await expect(desk.getByRole('region', { name: 'What comes back' })).toContainText('1 damaged');
  expect(await ledger(small!.sku)).toEqual(['damaged -1', 'return 1']);
  expect(await ledger(large!.sku)).toEqual(['return 1']);
  await shopperSees('RECEIVED');

  // Refunded in one step, to the card.
  await step(desk, 'Refund', async (dialog) => {
    await expect(dialog.getByLabel('The original payment')).toBeChecked();
    await expectAccessible(desk, 'returns desk: refund');
    await screenshots(desk, 'return-refund');
  });
  await expect(desk.getByRole('region', { name: 'Money' })).toContainText(
    'Refunded to the payment',
  );
  await shopperSees('RECEIVED', t('returns.refunded', { amount: '' }).trim());

  // The exchange ships with its tracking: the held unit becomes a sale, the return closes.
  const tracking = `1Z${randomUUID().slice(0, 8).toUpperCase()}`;
  await step(desk, 'Ship the exchange', async (dialog) => {
    await dialog.getByLabel('Carrier').selectOption('ups');
    await dialog.getByLabel('Tracking number').fill(tracking);
  });
  await expect(desk.getByText(`Exchange shipped: UPS ${tracking}`)).toBeVisible();
  expect(await ledger(larger!.sku)).toEqual(['released 1', 'reserved -1', 'sale -1']);
  await shopperSees('CLOSED', t('returns.exchangeStatus.shipped'));
  await expectAccessible(desk, 'returns desk: closed return');
  await screenshots(desk, 'return-closed');

  // The closed queue holds it now; the requested one does not.
  await desk.goto(`/admin/returns?status=CLOSED&q=${ret}`);
  await expect(desk.getByRole('link', { name: ret })).toBeVisible();
  await desk.goto(`/admin/returns?status=REQUESTED&q=${ret}`);
  await expect(desk.getByText('No return matches this search.')).toBeVisible();

  // What it teaches: the dashboard rates what comes back, "too small" among the reasons.
  await desk.goto('/admin/dashboard?days=7');
  const rates = desk.getByRole('region', { name: 'What comes back' });
  await expect(rates.getByRole('heading', { name: 'By size' })).toBeVisible();
  await expect(rates).toContainText('Too small');
  await expectAccessible(desk, 'dashboard: return rates');
  await screenshots(desk, 'dashboard-returns');
});

/** Opens a step's dialog from the return's header, fills it, and confirms with the same words. */
async function step(
  desk: Page,
  name: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await desk.getByRole('button', { name, exact: true }).click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toBeHidden();
}
