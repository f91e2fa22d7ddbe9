import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { OrderStatusBadge } from './status.tsx';

afterEach(cleanup);

describe("an order's status badge", () => {
  it('says partly refunded while less than was paid went back, refunded once all of it did', () => {
    const badge = (refundedCents: number) =>
      render(<OrderStatusBadge status="DELIVERED" paidCents={5000} refundedCents={refundedCents} />)
        .container.textContent;
    expect(badge(0)).toBe('Delivered');
    expect(badge(1200)).toBe('Delivered Partly refunded');
    expect(badge(5000)).toBe('Delivered Refunded');
  });
});
