import { useQuery } from '@tanstack/react-query';
import { useParams } from '@atelier/ui/router';
import { ScreenLoading } from '../../app/ScreenStates.tsx';
import { ErrorNotice } from '../../shared/feedback/ErrorNotice.tsx';
import { loadProduct, productKey } from './api.ts';
import { Editor } from './editor/Editor.tsx';

/** /admin/products/new, or a product's editor once it has loaded. */
export default function ProductEditorScreen() {
  const { id = '' } = useParams();
  const productId = Number(id);
  const isNew = id === 'new';
  const product = useQuery({
    queryKey: productKey(productId),
    queryFn: () => loadProduct(productId),
    enabled: !isNew,
  });
  if (isNew) return <Editor key="new" />;
  if (product.isPending) return <ScreenLoading />;
  if (product.isError) {
    return <ErrorNotice error={product.error} onRetry={() => void product.refetch()} />;
  }
  return <Editor key={productId} product={product.data} />;
}
