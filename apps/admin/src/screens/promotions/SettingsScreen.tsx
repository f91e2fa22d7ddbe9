import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { ScreenLoading } from '../../app/ScreenStates.tsx';
import { errorMessage, fieldError } from '../../shared/api/errors.ts';
import { ErrorNotice } from '../../shared/feedback/ErrorNotice.tsx';
import { showToast } from '../../shared/feedback/toast.ts';
import { TextField } from '../../shared/form/Field.tsx';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { formatMoney } from '../products/money.ts';
import { centsText } from '../orders/amount.ts';
import { loadSettings, saveSettings, SETTINGS_KEY } from './api.ts';
import styles from './promotions.module.css';
import { readReward } from './settingsForm.ts';

/** The form, from the settings loaded: the reward shown and typed in dollars. */
export function SettingsForm({ loaded }: { loaded: Pick<ShopSettings, 'referralRewardCents'> }) {
  const { t, language } = useTranslation();
  const client = useQueryClient();
  const [reward, setReward] = useState(() => centsText(loaded.referralRewardCents));
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      client.setQueryData(SETTINGS_KEY, saved);
      setReward(centsText(saved.referralRewardCents));
      showToast(t('settings.saved', { amount: formatMoney(language, saved.referralRewardCents) }));
    },
  });
  const serverProblem = fieldError(t, save.error, 'referralRewardCents');
  return (
    <form
      className={`${formStyles.form} ${styles.settings}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const read = readReward(t, reward);
        setProblem(read.problem);
        if (read.settings) save.mutate(read.settings);
      }}
    >
      <TextField
        label={t('settings.referralReward')}
        hint={t('settings.referralRewardHint')}
        inputMode="decimal"
        value={reward}
        error={problem ?? serverProblem}
        onChange={(event) => {
          setReward(event.target.value);
          setProblem(undefined);
        }}
      />
      {save.error && !serverProblem && (
        <p role="alert" className={formStyles.error}>
          {errorMessage(t, save.error)}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('products.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  );
}

/** The shop's settings, for owners: what a referral earns the referrer, in store credit. */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: SETTINGS_KEY, queryFn: loadSettings });
  return (
    <div className="stack">
      <PageHeader title={t('nav.settings')} description={t('settings.text')} />
      {query.isPending ? (
        <ScreenLoading />
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SettingsForm loaded={query.data} />
      )}
    </div>
  );
}
