import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MEDIA_MESSAGES } from '@atelier/contract';
import { AppProviders } from '../../app/providers.tsx';
import { Notifications } from '../../shared/notifications/Notifications.tsx';
import { ReviewForm } from './ReviewForm.tsx';

/** fetch answering the review POST with `answer` once `release` is called. */
function mockPost(answer: () => Response) {
  let release = () => {};
  const sent = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = vi.fn(async () => {
    await sent;
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release };
}

function renderForm() {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <AppProviders>
      <ReviewForm productId={7} />
      <Notifications />
    </AppProviders>,
  );
  return user;
}

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Name'), 'Aiko');
  await user.click(screen.getByRole('radio', { name: '4 out of 5' }));
  await user.type(screen.getByLabelText('Comment'), 'Soft and warm.');
};

describe('review form', () => {
  it("shows SPEC's messages at the fields and sends nothing", async () => {
    const { fetchMock } = mockPost(() => new Response());
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Rating must be between 1 and 5')).toBeTruthy();
    expect(screen.getByLabelText('Comment').getAttribute('aria-describedby')).toBe(
      screen.getByText('Comment is required').id,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a picture', async () => {
    const { fetchMock } = mockPost(() => new Response());
    const user = renderForm();
    await fill(user);
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Photo (optional)'), notes);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText(MEDIA_MESSAGES.kind)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Submitting...' while sending, then empties itself", async () => {
    const review = {
      id: 1,
      name: 'Aiko',
      rating: 4,
      comment: 'Soft and warm.',
      image_url: null,
      lang: 'en',
    };
    const { fetchMock, release } = mockPost(() =>
      Response.json({ ...review, createdAt: new Date().toISOString() }, { status: 201 }),
    );
    const user = renderForm();
    await fill(user);
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Photo (optional)'), photo);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/products/review');
    const body = init.body as FormData;
    expect([...body.keys()]).toEqual(['productId', 'name', 'rating', 'comment', 'lang', 'image']);
    expect(body.get('rating')).toBe('4');
    // Written on an English page: the review is in English.
    expect(body.get('lang')).toBe('en');

    release();
    expect(await screen.findByText('Thank you! Your review is posted.')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('radio', { name: '4 out of 5' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("shows the server's field errors at their fields, translated", async () => {
    const error = {
      code: 'VALIDATION',
      message: 'Bad',
      fields: { comment: 'Comment is required', image: MEDIA_MESSAGES.pixels },
    };
    const { release } = mockPost(() => Response.json({ error }, { status: 400 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderForm();
    await fill(user);
    const { changeLanguage } = await import('../../shared/i18n/i18n.ts');
    await changeLanguage('fr');
    release();
    await user.click(screen.getByRole('button', { name: "Publier l'avis" }));
    await waitFor(() =>
      expect(screen.getByLabelText('Commentaire').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Le commentaire est obligatoire')).toBeTruthy();
    expect(
      screen.getByText("L'image ne doit pas dépasser 10 000 pixels de côté ni 40 mégapixels"),
    ).toBeTruthy();
  });
});
