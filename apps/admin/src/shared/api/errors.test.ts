import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, type TFunction } from '../i18n.ts';
import { ApiError } from './client.ts';
import { errorMessage, fieldError } from './errors.ts';
import { renderHook } from '@testing-library/react';
import { useTranslation } from '../i18n.ts';

const refusal = (
  code: 'CONFLICT' | 'VALIDATION',
  message: string,
  fields?: Record<string, string>,
) =>
  new ApiError(code === 'CONFLICT' ? 409 : 400, {
    error: { code, message, ...(fields && { fields }) },
  });

let t: TFunction;
beforeAll(async () => {
  await changeLanguage('jp');
  t = renderHook(() => useTranslation()).result.current.t;
});

describe("the server's messages, in the staff member's language", () => {
  it('translates a message it knows by its words', () => {
    expect(errorMessage(t, refusal('CONFLICT', 'Stock cannot go below 0'))).toBe(
      '在庫を0未満にすることはできません',
    );
  });

  it('falls back to a sentence for the code of a message it does not know', () => {
    expect(errorMessage(t, refusal('CONFLICT', 'Something new and unexpected'))).toBe(
      t('errors.code.CONFLICT'),
    );
    expect(errorMessage(t, new ApiError(0, null))).toBe(t('errors.code.NETWORK'));
    expect(t('errors.code.CONFLICT')).not.toMatch(/conflict/i);
  });

  it("translates a field's message, and says when a field has none", () => {
    const error = refusal('VALIDATION', 'Invalid body', { note: 'Say why in a note' });
    expect(fieldError(t, error, 'note')).toBe('理由をメモに書いてください');
    expect(fieldError(t, error, 'sku')).toBeUndefined();
  });
});
