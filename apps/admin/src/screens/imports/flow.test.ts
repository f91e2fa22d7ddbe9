import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, type ImportReport } from '@atelier/contract';
import { fileProblem, mayImport, outcome } from './flow.ts';

const report = (change: Partial<ImportReport> = {}): ImportReport => ({
  dryRun: true,
  created: 0,
  updated: 0,
  unchanged: 0,
  variants: { created: 0, updated: 0, unchanged: 0, deleted: 0 },
  images: 0,
  errors: [],
  categoriesToCreate: [],
  columnsNotImported: [],
  fixedPrices: {},
  notices: [],
  ...change,
});
const file = new File(['Handle\n'], 'catalog.csv', { type: 'text/csv' });
const problem = { line: 3, column: 'Variant Price', message: 'Not a price' };

describe('mayImport', () => {
  it('allows the import after a clean dry run of the same choice', () => {
    expect(mayImport({ file, pick: 2 }, { pick: 2, report: report({ created: 2 }) })).toBe(true);
  });

  it('refuses before a dry run, after one with errors, or for another choice', () => {
    expect(mayImport({ file, pick: 1 }, undefined)).toBe(false);
    expect(mayImport(undefined, { pick: 1, report: report() })).toBe(false);
    expect(mayImport({ file, pick: 1 }, { pick: 1, report: report({ errors: [problem] }) })).toBe(
      false,
    );
    // The same file picked again may have been edited in between: check it again.
    expect(mayImport({ file, pick: 3 }, { pick: 2, report: report() })).toBe(false);
  });

  it('does not offer to import twice once the import is done', () => {
    expect(mayImport({ file, pick: 1 }, { pick: 1, report: report({ dryRun: false }) })).toBe(
      false,
    );
  });
});

describe('outcome', () => {
  it('says a dry run with changes is ready, and one without is nothing to do', () => {
    expect(outcome(report({ created: 1 }))).toBe('ready');
    expect(
      outcome(report({ variants: { created: 0, updated: 0, unchanged: 4, deleted: 1 } })),
    ).toBe('ready');
    expect(outcome(report({ unchanged: 2 }))).toBe('nothingToDo');
  });

  it('tells errors of a dry run from a refused import, and a done import', () => {
    expect(outcome(report({ created: 1, errors: [problem] }))).toBe('problems');
    expect(outcome(report({ dryRun: false, errors: [problem] }))).toBe('refused');
    expect(outcome(report({ dryRun: false, unchanged: 2 }))).toBe('imported');
  });
});

describe('fileProblem', () => {
  it('accepts a CSV and names what is wrong with anything else', () => {
    expect(fileProblem(file)).toBeUndefined();
    expect(fileProblem(new File(['x'], 'CATALOG.CSV'))).toBeUndefined();
    expect(fileProblem(new File(['x'], 'photo.png'))).toBe('notCsv');
    expect(fileProblem(new File([], 'catalog.csv'))).toBe('empty');
    const big = new File(['x'], 'big.csv');
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_BYTES + 1 });
    expect(fileProblem(big)).toBe('tooLarge');
  });
});
