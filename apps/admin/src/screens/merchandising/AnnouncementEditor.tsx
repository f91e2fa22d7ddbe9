import { useTranslation } from '../../shared/i18n.ts';
import { NamesFields } from '../categories/NamesFields.tsx';
import type { Merch } from './api.ts';
import { LinkPicker } from './LinkPicker.tsx';
import { SaveFooter } from './RowsEditor.tsx';
import { useMerch } from './useMerch.ts';

/** The bar above every page of the shop: its words in six languages and where it leads. */
export function AnnouncementEditor({ loaded }: { loaded: Merch['announcement'] }) {
  const { t } = useTranslation();
  const merch = useMerch('announcement', loaded);
  const value = merch.value;
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        merch.save.mutate(value);
      }}
    >
      <NamesFields
        label={t('merch.announcementText')}
        value={value.texts}
        onChange={(texts) => merch.setValue({ ...value, texts: { en: '', ...texts } })}
        problem={(lang) => merch.problem(`texts.${lang}`)}
      />
      <LinkPicker
        label={t('merch.announcementLink')}
        value={value.link}
        onChange={(link) => merch.setValue({ ...value, link })}
        error={merch.problem('link')}
      />
      <SaveFooter dirty={merch.dirty} pending={merch.save.isPending} error={merch.save.error} />
    </form>
  );
}
