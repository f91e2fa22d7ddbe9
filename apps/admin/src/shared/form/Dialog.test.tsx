import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { withModalDialogs } from '../../test/render.tsx';
import { ApiError } from '../api/client.ts';
import { Dialog, DialogActions } from './Dialog.tsx';

afterEach(cleanup);

withModalDialogs();

it("says a failure no field shows above the buttons, and starts on Cancel where it's asked to", () => {
  const onCancel = vi.fn();
  const view = render(
    <Dialog open onClose={onCancel} title="Delete “Shoes”?">
      <DialogActions
        onCancel={onCancel}
        focusCancel
        error={
          new ApiError(409, {
            error: {
              code: 'CONFLICT',
              message: 'This category has products: move them to another category first.',
            },
          })
        }
      >
        <button type="button">Delete</button>
      </DialogActions>
    </Dialog>,
  );
  expect(view.getByRole('alert').textContent).toBe(
    'This category has products: move them to another category first.',
  );
  const cancel = view.getByRole('button', { name: 'Cancel' });
  expect(document.activeElement).toBe(cancel);
  fireEvent.click(cancel);
  expect(onCancel).toHaveBeenCalledOnce();
});

it('shows no alert without a failure, and names Cancel as told', () => {
  const view = render(
    <DialogActions onCancel={() => {}} cancelLabel="Keep the order" error={null}>
      <button type="submit">Cancel the order</button>
    </DialogActions>,
  );
  expect(view.queryByRole('alert')).toBeNull();
  const buttons = view.getAllByRole('button').map((button) => button.textContent);
  expect(buttons).toEqual(['Keep the order', 'Cancel the order']);
});
