import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ImportReport } from '@atelier/contract';
import { ReportView } from './ReportView.tsx';

afterEach(cleanup);

const report: ImportReport = {
  dryRun: true,
  created: 5,
  updated: 0,
  unchanged: 0,
  variants: { created: 10, updated: 0, unchanged: 0, deleted: 0 },
  images: 0,
  errors: [],
  categoriesToCreate: ['Unsorted', 'Women > Loungewear'],
  columnsNotImported: ['Cost per item', 'Gift Card'],
  fixedPrices: { EUR: 10, JPY: 4 },
  notices: [
    {
      line: 12,
      column: 'Gift Card',
      message: 'A gift card: the shop sells none, so this product is not imported',
    },
  ],
};

describe('the import report', () => {
  it('lists the categories a check would create, the columns not imported, and what is imported otherwise', () => {
    render(<ReportView report={report} name="products.csv" heading={null} />);
    const categories = screen.getByRole('region', { name: 'Categories to create' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Unsorted', 'Women > Loungewear']);
    const columns = screen.getByRole('region', { name: 'Columns not imported' });
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cost per item', 'Gift Card']);
    const notices = screen.getByRole('table', { name: 'Imported otherwise than the file says' });
    expect(within(notices).getByText(/gift card: the shop sells none/)).toBeTruthy();
    expect(screen.getByText('Prices fixed per currency: EUR 10, JPY 4')).toBeTruthy();
  });

  it('says the categories were created once the import is done', () => {
    render(<ReportView report={{ ...report, dryRun: false }} name="products.csv" heading={null} />);
    expect(screen.getByRole('region', { name: 'Categories created' })).toBeTruthy();
  });
});
