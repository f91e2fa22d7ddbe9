import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductInput, type AdminProduct } from '@atelier/contract';
import { ApiError } from '../../../shared/api/client.ts';
import { fieldError, translateMessage } from '../../../shared/api/errors.ts';
import type { TFunction } from '../../../shared/i18n.ts';
import { createProduct, loadProduct, productKey, PRODUCTS, saveProduct } from '../api.ts';
import { toInput, type Draft } from './draft.ts';

/** The form's own check, with the contract's schema: problems by the server's field paths. */
function check(t: TFunction, draft: Draft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.categoryId) problems.categoryId = t('products.chooseCategory');
  const parsed = AdminProductInput.safeParse(toInput(draft));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    problems[issue.path.join('.')] ??= translateMessage(t, issue.message);
  }
  return problems;
}

/**
 * Saving the draft: checked in the browser first, then created or saved over the version read.
 * A stale version (409) loads the other save's version beside the draft, which is kept.
 */
export function useProductSave(
  t: TFunction,
  base: AdminProduct | undefined,
  draft: Draft,
  onSaved: (product: AdminProduct) => void,
) {
  const client = useQueryClient();
  // After a first try, the form's own problems follow the draft: a fixed field loses its message.
  const [tried, setTried] = useState(false);
  const problems = tried ? check(t, draft) : {};
  const [theirs, setTheirs] = useState<AdminProduct | 'loading' | null>(null);
  const mutation = useMutation({
    mutationFn: ({ draft, over }: { draft: Draft; over: AdminProduct | undefined }) => {
      const input = toInput(draft);
      return over
        ? saveProduct(over.id, { ...input, version: over.version })
        : createProduct(input);
    },
    onSuccess: async (product) => {
      client.setQueryData(productKey(product.id), product);
      await client.invalidateQueries({ queryKey: ['list', PRODUCTS] });
      setTheirs(null);
      onSaved(product);
    },
    onError: async (error) => {
      if (base && error instanceof ApiError && error.status === 409 && error.fields.version) {
        setTheirs('loading');
        setTheirs(await loadProduct(base.id));
      }
    },
  });
  /** Saves over `over` (the version read, or the newer one the member chose to overwrite). */
  const save = (over = base) => {
    setTried(true);
    if (Object.keys(check(t, draft)).length) return false;
    mutation.mutate({ draft, over });
    return true;
  };
  const problem = (path: string) => problems[path] ?? fieldError(t, mutation.error, path);
  const conflict = mutation.error instanceof ApiError && mutation.error.status === 409;
  return {
    save,
    saving: mutation.isPending,
    error: mutation.error,
    problem,
    problems: { ...(mutation.error instanceof ApiError ? mutation.error.fields : {}), ...problems },
    theirs: conflict && theirs !== 'loading' && theirs ? theirs : undefined,
    conflict: conflict && Boolean(mutation.error && (mutation.error as ApiError).fields.version),
    settle: () => {
      mutation.reset();
      setTheirs(null);
    },
  };
}
