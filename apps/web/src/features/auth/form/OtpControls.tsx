import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { Button } from '@atelier/ui/button';
import { fieldStyles } from '@atelier/ui/field';
import { Field, type FieldProps } from './Field.tsx';

/** SPEC §5: exactly 6 digits; phones offer the code from the message. */
export function OtpField(props: Omit<FieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('labels.enterOtp')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...props}
    />
  );
}

/** 'Resend OTP in N s' while the countdown runs, then the Resend OTP action (SPEC §4). */
export function ResendOtp(props: { left: number; pending: boolean; onResend: () => void }) {
  const { t } = useTranslation();
  if (props.left > 0) {
    return <p className={fieldStyles.hint}>{t('labels.resendOtpIn', { seconds: props.left })}</p>;
  }
  return (
    <Button variant="ghost" disabled={props.pending} onClick={props.onResend}>
      {t('labels.resendOtp')}
    </Button>
  );
}
