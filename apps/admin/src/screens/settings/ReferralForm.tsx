import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { errorMessage, fieldError } from '../../shared/api/errors.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { fieldStyles, TextField } from '@atelier/ui/field';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { formatMoney } from '../../shared/money.ts';
import { centsText } from '../orders/amount.ts';
import { saveSettings, SETTINGS_KEY } from './api.ts';
import styles from './settings.module.css';
import { readReward } from './referral.ts';

/** The form, from the settings loaded: the reward shown and typed in dollars. */
export function ReferralForm({ loaded }: { loaded: Pick<ShopSettings, 'referralRewardCents'> }) {
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
      className={`${formStyles.form} ${styles.referral}`}
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
        <p role="alert" className={fieldStyles.error}>
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
