import { ScheduleBadge } from '../../shared/feedback/ScheduleBadge.tsx';
import { ScheduleFields } from '../../shared/form/ScheduleFields.tsx';
import { useTranslation } from '../../shared/i18n.ts';
import { endsTooEarly } from '../../shared/schedule.ts';
import { NamesFields } from '../categories/NamesFields.tsx';
import type { Merch } from './api.ts';
import { LinkPicker } from './LinkPicker.tsx';
import { SaveFooter } from './RowsEditor.tsx';
import { useMerch } from './useMerch.ts';

/**
 * The bar above every page of the shop: its words in six languages, where it leads, and when it
 * shows (no start or end: always).
 */
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
        // The end field already says why; the API would refuse it too.
        if (!endsTooEarly(value)) merch.save.mutate(value);
      }}
    >
      <p>
        {t('schedule.now')} <ScheduleBadge schedule={value} />
      </p>
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
      <ScheduleFields
        value={value}
        onChange={(schedule) => merch.setValue({ ...value, ...schedule })}
        problem={merch.problem}
      />
      <SaveFooter dirty={merch.dirty} pending={merch.save.isPending} error={merch.save.error} />
    </form>
  );
}
