import { useState } from 'react';
import {
  SelectField as SharedSelectField,
  TextField,
  type SelectFieldProps,
  type TextFieldProps,
} from '@atelier/ui/field';
import { useTranslation, type TFunction } from '../../../shared/i18n/i18n.ts';
import { EyeIcon, EyeOffIcon } from '../../../shared/ui/icons.tsx';
import { translateMessage } from './messages.ts';

/** The rule's or the server's English message; shown translated under the control. */
type English<P> = P & { label: string; error?: string };

const translated = (t: TFunction, error: string | undefined) =>
  error ? translateMessage(t, error) : undefined;

export type FieldProps = English<TextFieldProps>;

/** The shared labelled input, its error in the shopper's language. */
export function Field({ error, ...props }: FieldProps) {
  const { t } = useTranslation();
  return <TextField {...props} error={translated(t, error)} />;
}

/** The shared labelled list, its error in the shopper's language. */
export function SelectField({ error, ...props }: English<SelectFieldProps>) {
  const { t } = useTranslation();
  return <SharedSelectField {...props} error={translated(t, error)} />;
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-label={t('auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
