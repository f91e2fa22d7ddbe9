import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@atelier/ui/button';
import { Dialog as SharedDialog, DialogButtons } from '@atelier/ui/dialog';
import { fieldStyles } from '@atelier/ui/field';
import { errorMessage } from '../api/errors.ts';
import { useTranslation } from '../i18n.ts';

/** The shared modal, its close button named in the staff member's language. */
export function Dialog(props: Omit<ComponentProps<typeof SharedDialog>, 'closeLabel'>) {
  const { t } = useTranslation();
  return <SharedDialog closeLabel={t('common.close')} {...props} />;
}

interface ActionsProps {
  /** The main button (or link), placed last. */
  children: ReactNode;
  onCancel: () => void;
  /** Cancel's words where "Cancel" would be unclear ("Keep the order"). */
  cancelLabel?: string;
  /** A failure that belongs to no field, said above the buttons. */
  error?: unknown;
  /** Focus starts on Cancel: the main button deletes something. */
  focusCancel?: boolean;
}

/** The foot of a dialog's form: what went wrong that no field shows, Cancel, then the main button. */
export function DialogActions({
  children,
  onCancel,
  cancelLabel,
  error,
  focusCancel,
}: ActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <p role="alert" className={fieldStyles.error}>
          {errorMessage(t, error)}
        </p>
      ) : null}
      <DialogButtons>
        <Button variant="ghost" onClick={onCancel} data-autofocus={focusCancel || undefined}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        {children}
      </DialogButtons>
    </>
  );
}
