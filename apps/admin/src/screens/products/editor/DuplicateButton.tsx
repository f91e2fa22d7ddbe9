import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { useNavigate } from '@atelier/ui/router';
import { errorMessage } from '../../../shared/api/errors.ts';
import { showToast } from '../../../shared/feedback/toast.ts';
import { useTranslation } from '../../../shared/i18n.ts';
import { adminPath } from '../../../shared/paths.ts';
import { duplicateProduct, productKey, PRODUCTS } from '../api.ts';

/** Copies the product as saved into a new draft and opens the copy. */
export function DuplicateButton({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => duplicateProduct(product.id),
    onSuccess: async (copy) => {
      client.setQueryData(productKey(copy.id), copy);
      await client.invalidateQueries({ queryKey: ['list', PRODUCTS] });
      showToast(t('products.duplicated', { name: product.texts.en.name }));
      void navigate(adminPath(`/products/${copy.id}`));
    },
    onError: (error) => showToast(errorMessage(t, error), 'error'),
  });
  return (
    <Button variant="secondary" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
      {mutation.isPending ? t('products.duplicating') : t('products.duplicate')}
    </Button>
  );
}
