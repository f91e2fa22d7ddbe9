import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mediaUrl } from '@atelier/contract/media';
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

  it('offers every width of an uploaded photo, and a drawing as it is', () => {
    const photo = mediaUrl('0123456789abcdef01234567');
    const { container } = render(<Gallery images={[photo, IMAGES[0]!]} name="Dress" />);
    // The thumbnails' pictures are decoration (alt ""): their buttons carry the names.
    const [main, thumb, drawing] = container.querySelectorAll('img');
    const widths = ['320', '640', '1280'].map(
      (w) => `/media/photos/0123456789abcdef01234567-${w}.webp ${w}w`,
    );
    expect(main!.getAttribute('srcset')).toBe(widths.join(', '));
    expect(main!.getAttribute('sizes')).toMatch(/100vw$/);
    expect(thumb!.getAttribute('sizes')).toBe('4.5rem');
    expect(drawing!.getAttribute('src')).toBe(IMAGES[0]);
    expect(drawing!.hasAttribute('srcset')).toBe(false);
    expect(drawing!.hasAttribute('sizes')).toBe(false);
  });
});
