import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { Dialog } from './Dialog.tsx';
import { TextField } from './Field.tsx';

// jsdom has no modal dialogs: open and close them the way a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add address
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="New address" closeLabel="Close">
        <TextField label="City" />
      </Dialog>
    </>
  );
}

it('is named by its title, starts at its first field and gives focus back when it closes', () => {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Add address' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'New address' });
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'City' }));

  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(dialog.isConnected).toBe(false);
  expect(document.activeElement).toBe(opener);
});

it("closes on Escape (the dialog's cancel event)", () => {
  render(<Page />);
  fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog')).toBeNull();
});
