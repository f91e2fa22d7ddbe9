import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, type Order, type Return, type Returnable } from '@atelier/contract';
import { saveStoredUser } from '../../shared/storage/keys.ts';
import { mockApi, renderApp, TEST_USER } from '../../test/app.tsx';

const CODE = 'ATL-AB12-CD34';
const KEY = 'ab'.repeat(32);

const item = (id: number, name: string) => ({
  id,
  imageUrl: '/media/tee.svg',
  name,
  brand: 'Maison Lune',
  color: 'Sage',
  size: 'M',
  qty: 2,
  sellingPrice: 20,
  subTotal: 40,
  status: 'DELIVERED' as const,
});

const order = {
  id: 3,
  orderCode: CODE,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0018',
  status: 'DELIVERED',
  total: 100,
  tax: 0,
  charges: 0,
  totals: { subtotal: 100, member: 0, discount: 0, tax: 0, credit: 0, total: 100 },
  discountCode: null,
  tnxNumber: 'pi_1',
  flatNo: '12',
  addrssLine1: 'St James Square',
  addrsesLine2: '',
  city: 'London',
  region: '',
  zipocode: 'SW1Y 4JH',
  country: 'GB',
  createdAt: '2026-01-05T10:00:00.000Z',
  orderItems: [item(9, 'Linen Tee'), item(10, 'Wool Scarf'), item(11, 'Silk Tie')],
  timeline: [],
  shipments: [],
} as unknown as Order;

const option = (sku: string, size: string, inStock: number) => ({
  sku,
  color: 'Sage',
  size,
  inStock,
});

// As GET .../returnable answers: the tee (two units), the scarf (its L in stock, its XL sold
// out), a final-sale tie and a line already sent back.
const returnable: Returnable = {
  orderCode: CODE,
  currency: 'USD',
  returnBy: '2026-02-07T10:00:00.000Z',
  lines: [
    {
      orderItemId: 9,
      name: 'Linen Tee',
      color: 'Sage',
      size: 'M',
      imageUrl: '/media/tee.svg',
      qty: 2,
      returnableQty: 2,
      notReturnable: null,
      unitRefund: 18.5,
      exchangeOptions: [],
    },
    {
      orderItemId: 10,
      name: 'Wool Scarf',
      color: 'Sage',
      size: 'M',
      imageUrl: '/media/scarf.svg',
      qty: 2,
      returnableQty: 2,
      notReturnable: null,
      unitRefund: 20,
      exchangeOptions: [option('SCARF-L', 'L', 3), option('SCARF-XL', 'XL', 0)],
    },
    {
      orderItemId: 11,
      name: 'Silk Tie',
      color: 'Navy',
      size: '',
      imageUrl: '/media/tie.svg',
      qty: 1,
      returnableQty: 0,
      notReturnable: 'FINAL_SALE',
      unitRefund: 30,
      exchangeOptions: [],
    },
    {
      orderItemId: 12,
      name: 'Cotton Socks',
      color: 'White',
      size: 'S',
      imageUrl: '/media/socks.svg',
      qty: 1,
      returnableQty: 0,
      notReturnable: 'RETURNED',
      unitRefund: 5,
      exchangeOptions: [],
    },
  ],
};

// A cast: the fixture carries exchangeCost and toPay, which the contract is gaining (issue 30 item 2).
const created = (status: Return['status'], extra: Partial<Return> = {}) =>
  ({
    code: 'R-AB12-CD34',
    orderCode: CODE,
    status,
    message: '',
    createdAt: '2026-01-10T10:00:00.000Z',
    currency: 'USD',
    lines: [
      {
        id: 1,
        orderItemId: 9,
        name: 'Linen Tee',
        color: 'Sage',
        size: 'M',
        imageUrl: '/media/tee.svg',
        qty: 2,
        reason: 'TOO_SMALL',
        comment: '',
        photoUrl: null,
        exchange: null,
        received: { restocked: 0, damaged: 0, notRestocked: 0 },
      },
      {
        id: 2,
        orderItemId: 10,
        name: 'Wool Scarf',
        color: 'Sage',
        size: 'M',
        imageUrl: '/media/scarf.svg',
        qty: 1,
        reason: 'TOO_SMALL',
        comment: '',
        photoUrl: null,
        exchange: { sku: 'SCARF-L', color: 'Sage', size: 'L', status: 'reserved', shipment: null },
        received: { restocked: 0, damaged: 0, notRestocked: 0 },
      },
    ],
    refundEstimate: 37,
    exchangeCost: 0,
    toPay: null,
    refund: null,
    tracking: null,
    slipUrl: null,
    timeline: [{ at: '2026-01-10T10:00:00.000Z', type: 'requested', actor: 'shopper', data: {} }],
    ...extra,
  }) as Return;

const PHOTO = { id: 'a1b2c3d4e5f6a1b2c3d4e5f6', url: '/media/a1b2c3d4e5f6a1b2c3d4e5f6-640.webp' };

type Answer = (url: URL, init: RequestInit) => unknown;

function open(
  path: string,
  {
    post,
    mine = () => [],
    signedIn = true,
  }: {
    post?: Answer;
    mine?: Answer;
    signedIn?: boolean;
  } = {},
) {
  const fetchMock = mockApi({
    [`/api/v1/orders/by-code/${CODE}/returnable`]: () => returnable,
    [`/api/v1/orders/by-code/${CODE}/returns`]: (url, init) => mine(url, init),
    [`/api/v1/orders/by-code/${CODE}/return-photos`]: (_url, init) =>
      init.body instanceof FormData && (init.body.get('image') as File).name === 'page.html'
        ? Response.json(
            {
              error: {
                code: 'VALIDATION',
                message: 'Not a picture',
                fields: { image: MEDIA_MESSAGES.kind },
              },
            },
            { status: 400 },
          )
        : Response.json(PHOTO, { status: 201 }),
    [`/api/v1/orders/by-code/${CODE}`]: () =>
      signedIn ? order : { ...order, link: `/orders/${CODE}?key=${KEY}` },
    // The server's estimate: the tee's two units at $18.50 each; the scarf's larger size costs more.
    '/api/v1/returns/estimate': () => ({ currency: 'USD', refundEstimate: 37, exchangeCost: 4 }),
    '/api/v1/returns': (url, init) =>
      init.method === 'POST' ? (post ?? (() => created('REQUESTED')))(url, init) : mine(url, init),
    '/api/users/details': () =>
      signedIn
        ? TEST_USER
        : Response.json({ error: { code: 'UNAUTHORIZED', message: 'Sign in' } }, { status: 401 }),
    '/api/v1/cart': () => ({ productCart: [], total: 0 }),
    '/api/v1/wishlist': () => [],
    '/api/v1/categories/tree/': () => [],
  });
  if (signedIn) saveStoredUser(TEST_USER);
  return { ...renderApp(path), fetchMock };
}

const sent = (fetchMock: ReturnType<typeof mockApi>, method = 'POST') =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === method)
    .filter(([, init]) => !((init as RequestInit).body instanceof FormData))
    .filter(([url]) => !String(url).includes('/estimate'))
    .map(([url, init]) => ({
      url: new URL(String(url), 'http://localhost'),
      body: JSON.parse(String((init as RequestInit).body)) as unknown,
    }));

const line = (name: string) => within(screen.getByRole('group', { name }));

describe('a return or exchange, from the order page (issue 30)', () => {
  it('returns the tee for a refund and exchanges the scarf for a larger size, in three screens', async () => {
    const { user: u, fetchMock, history } = open(`/orders/${CODE}`);
    await u.click(await screen.findByRole('link', { name: 'Return or exchange' }));
    expect(history.location.pathname).toBe(`/orders/${CODE}/return`);

    // Screen 1: the lines that can't go back say why and offer nothing to choose.
    expect(await screen.findByRole('heading', { name: 'Choose what to send back' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    await screen.findByRole('group', { name: 'Silk Tie' });
    expect(line('Silk Tie').getByText("Final sale: this item can't be returned.")).toBeTruthy();
    expect(line('Silk Tie').queryByRole('checkbox')).toBeNull();
    expect(line('Cotton Socks').getByText('Already returned.')).toBeTruthy();

    // Nothing chosen, or a chosen line without its reason: review is refused, saying why.
    await u.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one item to return.');
    await u.click(
      line('Linen Tee').getByRole('checkbox', { name: 'Return or exchange this item' }),
    );
    await u.click(screen.getByRole('button', { name: 'Review' }));
    expect(line('Linen Tee').getByText('Choose a reason.')).toBeTruthy();

    await u.selectOptions(line('Linen Tee').getByLabelText('Qty'), '2');
    await u.selectOptions(line('Linen Tee').getByLabelText('Reason'), 'Too small');
    // The tee has no other size in stock: a refund only.
    expect(line('Linen Tee').getByRole('radio', { name: 'Another size or colour' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      line('Linen Tee').getByText('No other size or colour is in stock: choose a refund.'),
    ).toBeTruthy();

    await u.click(line('Wool Scarf').getByRole('checkbox'));
    await u.selectOptions(line('Wool Scarf').getByLabelText('Reason'), 'Too small');
    await u.click(line('Wool Scarf').getByRole('radio', { name: 'Another size or colour' }));
    const sizes = line('Wool Scarf').getByLabelText('New size or colour');
    expect(within(sizes).getByRole('option', { name: 'Sage · XL (sold out)' })).toHaveProperty(
      'disabled',
      true,
    );
    await u.selectOptions(sizes, 'Sage · L');
    await u.type(line('Wool Scarf').getByLabelText('Comment (optional)'), 'Runs small');

    // Screen 2: what goes back, what comes instead, and the refund: the tee's two units.
    await u.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByRole('heading', { name: 'Review your return' })).toBe(
      document.activeElement,
    );
    expect(screen.getByText('2 × Linen Tee')).toBeTruthy();
    expect(screen.getByText('Exchange for Sage · L')).toBeTruthy();
    const estimate = within(screen.getByRole('region', { name: 'Estimated refund' }));
    expect(await estimate.findByText('$37.00')).toBeTruthy();
    expect(
      estimate.getByText(
        'Your new size costs $4.00 more: you pay the difference once we receive your return.',
      ),
    ).toBeTruthy();
    expect(sent(fetchMock)).toEqual([]);
    const asked = fetchMock.mock.calls.find(([url]) => String(url).includes('/estimate'));
    expect(JSON.parse(String((asked?.[1] as RequestInit).body))).toMatchObject({
      orderCode: CODE,
      lines: [
        { orderItemId: 9, qty: 2 },
        { orderItemId: 10, exchangeSku: 'SCARF-L' },
      ],
    });

    // Screen 3: sent, the return's number and what happens next.
    await u.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Return requested' })).toBeTruthy();
    expect(screen.getByText('Return number R-AB12-CD34')).toBeTruthy();
    expect(screen.getByText(/printable return slip will appear here/)).toBeTruthy();
    expect(screen.getByText(/Your new size is set aside for you/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my returns' }).getAttribute('href')).toBe(
      '/profile?tab=returns',
    );
    expect(sent(fetchMock).map((c) => c.body)).toEqual([
      {
        orderCode: CODE,
        lines: [
          { orderItemId: 9, qty: 2, reason: 'TOO_SMALL', comment: '' },
          {
            orderItemId: 10,
            qty: 1,
            reason: 'TOO_SMALL',
            comment: 'Runs small',
            exchangeSku: 'SCARF-L',
          },
        ],
      },
    ]);
  }, 20_000);

  it('brings the shopper back to the line when the new size sold out meanwhile', async () => {
    const soldOut = () =>
      Response.json(
        {
          error: {
            code: 'CONFLICT',
            message: 'SCARF-L is sold out',
            reason: 'EXCHANGE_SOLD_OUT',
            params: { sku: 'SCARF-L', left: '' },
          },
        },
        { status: 409 },
      );
    const { user: u } = open(`/orders/${CODE}/return`, { post: soldOut });
    await u.click(await waitFor(() => line('Wool Scarf').getByRole('checkbox')));
    await u.selectOptions(line('Wool Scarf').getByLabelText('Reason'), 'Too small');
    await u.click(line('Wool Scarf').getByRole('radio', { name: 'Another size or colour' }));
    await u.selectOptions(line('Wool Scarf').getByLabelText('New size or colour'), 'Sage · L');
    await u.click(screen.getByRole('button', { name: 'Review' }));
    await u.click(await screen.findByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('heading', { name: 'Choose what to send back' })).toBeTruthy();
    expect(
      line('Wool Scarf').getByText('This one has just sold out: choose another, or a refund.'),
    ).toBeTruthy();
    // The refund stays open to it.
    expect(
      line('Wool Scarf').getByRole('radio', { name: 'A refund ($20.00 per item)' }),
    ).toBeTruthy();
  });

  it('sends a photo with a line: uploaded once chosen, shown, and named in the request', async () => {
    const { user: u, fetchMock } = open(`/orders/${CODE}/return`);
    const tee = await waitFor(() => line('Linen Tee'));
    await u.click(tee.getByRole('checkbox'));
    await u.selectOptions(tee.getByLabelText('Reason'), 'Damaged or faulty');
    const file = (name: string, type: string) => new File(['x'], name, { type });
    await u.upload(tee.getByLabelText('Photo (optional)'), file('page.html', 'image/png'));
    expect(
      await tee.findByText('Image must be a PNG, JPEG, GIF, WebP or AVIF picture'),
    ).toBeTruthy();
    await u.upload(tee.getByLabelText('Photo (optional)'), file('scuff.png', 'image/png'));
    const shown = await tee.findByRole('img', { name: 'Your photo of Linen Tee' });
    expect(shown.getAttribute('src')).toBe(PHOTO.url);
    await u.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByRole('img', { name: 'Your photo of Linen Tee' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('Return number R-AB12-CD34');
    const body = sent(fetchMock).find((c) => c.url.pathname === '/api/v1/returns')?.body;
    expect(body).toMatchObject({ lines: [{ orderItemId: 9, reason: 'DAMAGED', photo: PHOTO.id }] });
  });

  it("lets a guest return through the order link's key, which every call carries", async () => {
    const { user: u, fetchMock } = open(`/orders/${CODE}/return?key=${KEY}`, { signedIn: false });
    await u.click(await waitFor(() => line('Linen Tee').getByRole('checkbox')));
    await u.selectOptions(line('Linen Tee').getByLabelText('Reason'), 'Changed my mind');
    await u.click(screen.getByRole('button', { name: 'Review' }));
    await u.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Return number R-AB12-CD34')).toBeTruthy();
    const [post] = sent(fetchMock);
    expect(post?.url.searchParams.get('key')).toBe(KEY);
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    expect(asked.find((url) => url.pathname.endsWith('/returnable'))?.searchParams.get('key')).toBe(
      KEY,
    );
    // A guest has no list of returns: back to the order, by its key.
    expect(screen.queryByRole('link', { name: 'See my returns' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(
      `/orders/${CODE}?key=${KEY}`,
    );
  });
});

describe('My Returns (issue 30)', () => {
  it('lists the returns with their state, tracking on the way back, the slip and the timeline', async () => {
    const inTransit = created('IN_TRANSIT', {
      message: 'Thanks, send it back with the slip',
      slipUrl: '/api/v1/returns/R-AB12-CD34/slip.pdf?lang=en',
      tracking: {
        carrier: 'ups',
        trackingNumber: '1Z999',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
      },
      timeline: [
        { at: '2026-01-10T10:00:00.000Z', type: 'requested', actor: 'shopper', data: {} },
        { at: '2026-01-11T10:00:00.000Z', type: 'approved', actor: 'staff', data: {} },
        { at: '2026-01-12T10:00:00.000Z', type: 'in_transit', actor: 'staff', data: {} },
      ],
    });
    const refunded = created('CLOSED', {
      code: 'R-ZZ99-YY88',
      refund: { amount: 37, to: 'original', at: '2026-01-20T10:00:00.000Z' },
      timeline: [
        { at: '2026-01-10T10:00:00.000Z', type: 'requested', actor: 'shopper', data: {} },
        {
          at: '2026-01-20T10:00:00.000Z',
          type: 'refunded',
          actor: 'staff',
          data: { to: 'original' },
        },
      ],
    });
    open('/profile?tab=returns', { mine: () => [inTransit, refunded] });
    const card = within(await screen.findByRole('article', { name: 'Return R-AB12-CD34' }));
    expect(card.getByText('On its way back')).toBeTruthy();
    expect(card.getByRole('link', { name: '1Z999' }).getAttribute('href')).toBe(
      'https://www.ups.com/track?tracknum=1Z999',
    );
    expect(card.getByText('From the shop: Thanks, send it back with the slip')).toBeTruthy();
    expect(
      card.getByRole('link', { name: 'Print the return slip (PDF)' }).getAttribute('href'),
    ).toBe('/api/v1/returns/R-AB12-CD34/slip.pdf?lang=en');
    expect(card.getByText('Exchange for Sage · L · set aside for you')).toBeTruthy();
    expect(
      within(card.getByRole('region', { name: 'What happened' }))
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Return requested', 'Return approved', 'On its way back to us']);
    expect(card.getByRole('link', { name: `Order ${CODE}` })).toBeTruthy();

    const closed = within(screen.getByRole('article', { name: 'Return R-ZZ99-YY88' }));
    expect(closed.getByText('Refunded: $37.00')).toBeTruthy();
    expect(closed.getByText('Refunded $37.00')).toBeTruthy();
    // Once received, it can no longer be taken back.
    expect(closed.queryByRole('button', { name: 'Cancel return' })).toBeNull();
  });

  it('says what a dearer size costs more, and once received what is to pay and where', async () => {
    const asked = created('APPROVED', { exchangeCost: 12.5 });
    const received = created('RECEIVED', { code: 'R-ZZ99-YY88', exchangeCost: 12.5, toPay: 12.5 });
    open('/profile?tab=returns', { mine: () => [asked, received] });
    const card = within(await screen.findByRole('article', { name: 'Return R-AB12-CD34' }));
    expect(
      card.getByText(
        'Your new size costs $12.50 more: you pay the difference once we receive your return.',
      ),
    ).toBeTruthy();
    const owed = within(screen.getByRole('article', { name: 'Return R-ZZ99-YY88' }));
    expect(
      owed.getByText(/To pay for your exchange: \$12\.50\. It ships once paid\./),
    ).toBeTruthy();
    expect(owed.getByRole('link', { name: 'Pay on the order page' }).getAttribute('href')).toBe(
      `/orders/${CODE}`,
    );
  });

  it('cancels a return until it is received, after asking', async () => {
    let mine = [created('REQUESTED')];
    const { user: u, fetchMock } = open('/profile?tab=returns', { mine: () => mine });
    const card = within(await screen.findByRole('article', { name: 'Return R-AB12-CD34' }));
    // Asked first, the focus on keeping it; kept, the focus back on its button.
    await u.click(card.getByRole('button', { name: 'Cancel return' }));
    expect(document.activeElement).toBe(card.getByRole('button', { name: 'Keep it' }));
    await u.keyboard('{Enter}');
    expect(document.activeElement).toBe(card.getByRole('button', { name: 'Cancel return' }));
    await u.keyboard('{Enter}');
    mine = [created('CANCELLED')];
    await u.click(card.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await card.findByText('Cancelled')).toBeTruthy();
    expect(sent(fetchMock).map((c) => c.url.pathname)).toEqual([
      '/api/v1/returns/R-AB12-CD34/cancel',
    ]);
    expect(card.queryByRole('button', { name: 'Cancel return' })).toBeNull();
  });

  it('says how to start one when there is none', async () => {
    open('/profile?tab=returns');
    expect(await screen.findByText('You have no returns yet.')).toBeTruthy();
  });

  it("shows the order's returns on its page, a guest's by the link's key", async () => {
    const { fetchMock } = open(`/orders/${CODE}?key=${KEY}`, {
      signedIn: false,
      mine: (url) => (url.searchParams.get('key') === KEY ? [created('APPROVED')] : []),
    });
    const returns = within(await screen.findByRole('region', { name: 'Returns' }));
    expect(await returns.findByRole('article', { name: 'Return R-AB12-CD34' })).toBeTruthy();
    expect(returns.getByRole('link', { name: 'Return or exchange' }).getAttribute('href')).toBe(
      `/orders/${CODE}/return?key=${KEY}`,
    );
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    expect(asked.some((url) => url.pathname === '/api/v1/returns')).toBe(false);
  });
});
