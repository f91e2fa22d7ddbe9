import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@atelier/ui/router';
import { ScreenLoading } from '../../app/ScreenStates.tsx';
import { ErrorNotice } from '../../shared/feedback/ErrorNotice.tsx';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { loadMerch, MERCH_NAMES, merchKey, type Merch, type MerchName } from './api.ts';
import { AnnouncementEditor } from './AnnouncementEditor.tsx';
import { FlashSaleEditor } from './FlashSaleEditor.tsx';
import { BannersEditor, CollectionsEditor, DealsEditor } from './ListEditors.tsx';
import { Tabs } from './Tabs.tsx';

function Editor<N extends MerchName>({ name }: { name: N }) {
  const query = useQuery({ queryKey: merchKey(name), queryFn: () => loadMerch(name) });
  if (query.isPending) return <ScreenLoading />;
  if (query.isError)
    return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data as Merch[MerchName];
  switch (name) {
    case 'banners':
      return <BannersEditor loaded={data as Merch['banners']} />;
    case 'collections':
      return <CollectionsEditor loaded={data as Merch['collections']} />;
    case 'deals':
      return <DealsEditor loaded={data as Merch['deals']} />;
    case 'flash-sale':
      return <FlashSaleEditor loaded={data as Merch['flash-sale']} />;
    default:
      return <AnnouncementEditor loaded={data as Merch['announcement']} />;
  }
}

/** The home page's merchandising, one piece per tab (the tab is in the URL). */
export default function MerchandisingScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as MerchName | null;
  const tab = asked && MERCH_NAMES.includes(asked) ? asked : 'banners';
  return (
    <div className="stack">
      <PageHeader title={t('nav.merchandising')} description={t('merch.text')} />
      <Tabs
        value={tab}
        onChange={(next) => void setParams(new URLSearchParams({ tab: next }), { replace: true })}
      >
        <Editor key={tab} name={tab} />
      </Tabs>
    </div>
  );
}
