import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField, TextAreaField, TextField } from './Field.tsx';

describe('a field', () => {
  it('names its input by the label and reads the hint and the error with it', () => {
    render(<TextField label="Email" hint="We send the receipt here" error="Invalid email" />);
    const input = screen.getByRole('textbox', {
      name: 'Email',
      description: 'We send the receipt here Invalid email',
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('is neither invalid nor described when it has nothing to say', () => {
    render(<TextField label="Name" defaultValue="Ada" />);
    const input = screen.getByRole('textbox', { name: 'Name', description: '' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps two fields apart, each its own label and error', () => {
    render(
      <>
        <TextField label="City" error="City is required" />
        <TextField label="Zip" error="Zip code is required" />
      </>,
    );
    screen.getByRole('textbox', { name: 'City', description: 'City is required' });
    screen.getByRole('textbox', { name: 'Zip', description: 'Zip code is required' });
  });

  it('puts a trailing control beside the input without renaming it', () => {
    render(
      <TextField
        label="Password"
        type="text"
        trailing={<button type="button" aria-label="Show password" />}
      />,
    );
    screen.getByRole('textbox', { name: 'Password' });
    screen.getByRole('button', { name: 'Show password' });
  });

  it('wires a list and a text area the same way', () => {
    render(
      <>
        <SelectField label="Country" error="Country is required">
          <option value="">Choose</option>
        </SelectField>
        <TextAreaField label="Note" hint="Shown to the shopper" />
      </>,
    );
    const select = screen.getByRole('combobox', {
      name: 'Country',
      description: 'Country is required',
    });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const area = screen.getByRole('textbox', { name: 'Note', description: 'Shown to the shopper' });
    expect(area.hasAttribute('aria-invalid')).toBe(false);
  });
});
