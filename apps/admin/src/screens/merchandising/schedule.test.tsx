import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import type { MerchAnnouncement, MerchBanner } from '@atelier/contract';
import { renderWithClient, stubServer } from '../../test/render.tsx';
import { AnnouncementEditor } from './AnnouncementEditor.tsx';
import { FlashSaleEditor } from './FlashSaleEditor.tsx';
import { BannersEditor } from './ListEditors.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const banner = (id: number, schedule: Partial<MerchBanner>): MerchBanner => ({
  id,
  imageUrl: `/images/banner-${id}.jpg`,
  link: `/product?q=b${id}`,
  titles: { en: `Banner ${id}` },
  position: id,
  ...schedule,
});

describe('merchandising on a schedule', () => {
  it('shows each banner as scheduled, live or ended', () => {
    stubServer(() => undefined);
    const view = renderWithClient(
      <BannersEditor
        loaded={[
          banner(1, { startsAt: at(HOUR) }),
          banner(2, { startsAt: at(-HOUR), endsAt: at(HOUR) }),
          banner(3, { endsAt: at(-HOUR) }),
        ]}
      />,
    );
    const rows = view.getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Scheduled')).toBeTruthy();
    expect(within(rows[1]!).getByText('Live')).toBeTruthy();
    expect(within(rows[2]!).getByText('Ended')).toBeTruthy();
  });

  it('refuses an end before the start at its field; a fixed one is saved as instants', async () => {
    const calls = stubServer(({ method, body }) =>
      method === 'PUT' ? { status: 200, body } : undefined,
    );
    const view = renderWithClient(<BannersEditor loaded={[banner(1, {})]} />);
    const row = within(view.getAllByRole('listitem')[0]!);
    const ends = row.getByLabelText('Ends at');
    fireEvent.change(row.getByLabelText('Starts at'), { target: { value: '2030-01-10T09:00' } });
    fireEvent.change(ends, { target: { value: '2030-01-09T09:00' } });
    fireEvent.click(view.getByRole('button', { name: 'Save' }));
    expect(ends.getAttribute('aria-invalid')).toBe('true');
    expect(row.getByText('The end must come after the start.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.change(ends, { target: { value: '2030-01-11T18:30' } });
    expect(ends.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const [saved] = calls.find((call) => call.method === 'PUT')!.body as MerchBanner[];
    expect(saved).toMatchObject({
      startsAt: new Date(2030, 0, 10, 9, 0).toISOString(),
      endsAt: new Date(2030, 0, 11, 18, 30).toISOString(),
    });
    // Emptied, the end is no bound at all.
    fireEvent.change(ends, { target: { value: '' } });
    fireEvent.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect((calls.at(-1)!.body as MerchBanner[])[0]!.endsAt).toBeNull();
  });

  it("gives the flash sale a start beside its end, which can't be emptied", () => {
    stubServer(() => undefined);
    const sale = {
      startsAt: at(-HOUR),
      endsAt: at(HOUR),
      productIds: [],
      discountPercentage: null,
    };
    const view = renderWithClient(<FlashSaleEditor loaded={sale} />);
    expect(view.getByText('Live')).toBeTruthy();
    const starts = view.getByLabelText('Starts at') as HTMLInputElement;
    const before = starts.value;
    fireEvent.change(starts, { target: { value: '' } });
    expect(starts.value).toBe(before);
    expect(starts.required).toBe(true);
  });

  it('schedules the announcement: badge, end after start, saved as instants', async () => {
    const calls = stubServer(({ method, body }) =>
      method === 'PUT' ? { status: 200, body } : undefined,
    );
    const note: MerchAnnouncement = {
      texts: { en: 'Free returns' },
      link: '/product',
      startsAt: at(HOUR),
      endsAt: null,
    };
    const view = renderWithClient(<AnnouncementEditor loaded={note} />);
    expect(view.getByText('Scheduled')).toBeTruthy();
    const ends = view.getByLabelText('Ends at');
    fireEvent.change(view.getByLabelText('Starts at'), { target: { value: '2030-01-10T09:00' } });
    fireEvent.change(ends, { target: { value: '2030-01-09T09:00' } });
    fireEvent.click(view.getByRole('button', { name: 'Save' }));
    expect(view.getByText('The end must come after the start.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.change(ends, { target: { value: '' } });
    fireEvent.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      texts: { en: 'Free returns' },
      startsAt: new Date(2030, 0, 10, 9, 0).toISOString(),
      endsAt: null,
    });
  });
});
