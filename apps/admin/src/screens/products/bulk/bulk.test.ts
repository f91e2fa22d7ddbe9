import { expect, it } from 'vitest';
import { actionOf, emptyAction, selectionOf } from './bulk.ts';

it('turns the bulk form into the action the server takes, amounts in cents', () => {
  const price = { ...emptyAction(), type: 'price' as const };
  expect(actionOf({ ...price, value: '12,5' })).toEqual({
    action: { type: 'price', percent: 12.5, round: 'cent' },
  });
  expect(actionOf({ ...price, by: 'amount', value: '\u22124.99', round: 'x99' })).toEqual({
    action: { type: 'price', amountMinor: -499, round: 'x99' },
  });
  expect(actionOf({ ...price, value: '0' })).toEqual({ missing: 'value' });
  expect(actionOf({ ...emptyAction(), type: 'move' })).toEqual({ missing: 'categoryId' });
  expect(actionOf(emptyAction())).toEqual({ action: { type: 'publish' } });
});

it('selects the ticked ids, or every product the filters that are set match', () => {
  const filters = { q: 'linen', status: '', categoryId: '4', lowStock: '', missingLanguage: '' };
  expect(selectionOf({ ids: [3, 1] }, filters)).toEqual({ ids: [3, 1] });
  expect(selectionOf({ matching: true }, filters)).toEqual({
    filter: { q: 'linen', categoryId: '4' },
  });
});
