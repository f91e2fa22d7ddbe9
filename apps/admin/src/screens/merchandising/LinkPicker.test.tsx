import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent } from '@testing-library/react';
import { renderWithClient, stubServer } from '../../test/render.tsx';
import { LinkPicker } from './LinkPicker.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Picker() {
  const [link, setLink] = useState('/product');
  return (
    <>
      <LinkPicker label="Link of Banner 1" value={link} onChange={setLink} />
      <output>{link}</output>
    </>
  );
}

describe('the link picker', () => {
  it('keeps a kind just chosen while its value is still empty, then builds its link', () => {
    stubServer(() => undefined);
    const view = renderWithClient(<Picker />);
    fireEvent.change(view.getByLabelText('Link of Banner 1'), { target: { value: 'search' } });
    const term = view.getByLabelText('Link of Banner 1 · A search');
    fireEvent.change(term, { target: { value: 'linen shirt' } });
    expect(view.container.querySelector('output')?.textContent).toBe('/product?q=linen%20shirt');
    fireEvent.change(view.getByLabelText('Link of Banner 1'), { target: { value: 'product' } });
    expect(view.getByLabelText('Link of Banner 1 · A product')).toBeTruthy();
  });
});
