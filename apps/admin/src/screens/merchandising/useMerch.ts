import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fieldError } from '../../shared/api/errors.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { merchKey, saveMerch, type Merch, type MerchName } from './api.ts';

/**
 * One piece of merchandising being edited: the form's value from what was loaded, saved whole.
 * The saved answer replaces the form (new rows get their ids).
 */
export function useMerch<N extends MerchName>(name: N, loaded: Merch[N]) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [value, setValue] = useState(loaded);
  const [saved, setSaved] = useState(() => JSON.stringify(loaded));
  const save = useMutation({
    mutationFn: (next: Merch[N]) => saveMerch(name, next),
    onSuccess: (answer) => {
      client.setQueryData(merchKey(name), answer);
      setValue(answer);
      setSaved(JSON.stringify(answer));
      showToast(t('merch.saved', { name: t(`merch.tabs.${name}`) }));
    },
  });
  return {
    value,
    setValue,
    dirty: JSON.stringify(value) !== saved,
    save,
    problem: (path: string) => fieldError(t, save.error, path),
  };
}
