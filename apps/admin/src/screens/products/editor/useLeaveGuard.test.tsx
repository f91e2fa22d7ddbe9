import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useLeaveGuard } from './useLeaveGuard.ts';

function Page({ dirty, onFollow }: { dirty: boolean; onFollow: () => void }) {
  useLeaveGuard(dirty, 'Leave without saving?');
  return (
    <a
      href="/admin/products"
      onClick={(event) => {
        event.preventDefault();
        onFollow();
      }}
    >
      All products
    </a>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('leaving an editor with unsaved changes', () => {
  it('asks first, and stays when the member says no', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const follow = vi.fn();
    const { getByText } = render(<Page dirty onFollow={follow} />);
    fireEvent.click(getByText('All products'));
    expect(confirm).toHaveBeenCalledWith('Leave without saving?');
    expect(follow).not.toHaveBeenCalled();
  });

  it('goes when the member agrees, and never asks with nothing unsaved', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const follow = vi.fn();
    const { getByText, rerender } = render(<Page dirty onFollow={follow} />);
    fireEvent.click(getByText('All products'));
    expect(follow).toHaveBeenCalledTimes(1);
    rerender(<Page dirty={false} onFollow={follow} />);
    fireEvent.click(getByText('All products'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(follow).toHaveBeenCalledTimes(2);
  });

  it('has the browser ask before the tab closes while unsaved', () => {
    render(<Page dirty onFollow={() => {}} />);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
