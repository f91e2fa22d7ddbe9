import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Notifications } from './Notifications.tsx';
import { notify } from './store.ts';

const messages = () =>
  Array.from(
    screen.getByRole('region', { name: 'Notifications' }).querySelectorAll('p'),
    (p) => p.textContent,
  );

describe('notifications', () => {
  it('show at most three, the newest ones, and hide each after 5 s', () => {
    vi.useFakeTimers();
    render(<Notifications />);
    act(() => {
      notify('one');
      notify('two', 'success');
      notify('three', 'error');
    });
    act(() => vi.advanceTimersByTime(2000));
    act(() => notify('four'));
    expect(messages()).toEqual(['two', 'three', 'four']);

    act(() => vi.advanceTimersByTime(3000));
    expect(messages()).toEqual(['four']);
    act(() => vi.advanceTimersByTime(2000));
    expect(messages()).toEqual([]);
  });

  it('are announced politely and can be dismissed', async () => {
    render(<Notifications />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => notify('Product added to cart!', 'success'));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(messages()).toEqual([]);
  });
});
