import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gallery } from './Gallery.tsx';

const IMAGES = ['/media/garments/dress-1f1f1f.svg', '/media/garments/dress-c0392b.svg'];
const mainImage = () => screen.getAllByRole('img')[0] as HTMLImageElement;

describe('the product gallery', () => {
  it("brings the picked colour's picture forward, and thumbnails still choose", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Gallery images={IMAGES} name="Dress" focus={IMAGES[0]} />);
    expect(mainImage().getAttribute('src')).toBe(IMAGES[0]);

    rerender(<Gallery images={IMAGES} name="Dress" focus={IMAGES[1]} />);
    expect(mainImage().getAttribute('src')).toBe(IMAGES[1]);

    const thumbs = within(screen.getByRole('group')).getAllByRole('button');
    await user.click(thumbs[0]!);
    expect(mainImage().getAttribute('src')).toBe(IMAGES[0]);
  });
});
