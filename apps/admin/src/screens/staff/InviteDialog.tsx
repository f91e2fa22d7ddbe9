import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_ROLES, StaffInvite, type Language, type StaffRole } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { fieldError, translateMessage } from '../../shared/api/errors.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import { fieldStyles, SelectField, TextField } from '@atelier/ui/field';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { inviteStaff, STAFF_KEY } from './api.ts';

/** Invites a member: the server mails them a code to set their password with. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t, language } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState({
    email: '',
    name: '',
    role: 'catalog' as StaffRole,
    lang: language as Language,
  });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const invite = useMutation({
    mutationFn: inviteStaff,
    onSuccess: async (member) => {
      showToast(t('staff.invitedToast', { email: member.email }));
      await client.invalidateQueries({ queryKey: STAFF_KEY });
      onClose();
    },
  });
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });
  const problem = (field: string) => problems[field] ?? fieldError(t, invite.error, field);
  return (
    <Dialog open onClose={onClose} title={t('staff.inviteTitle')}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = StaffInvite.safeParse(form);
          if (!parsed.success) {
            setProblems(
              Object.fromEntries(
                parsed.error.issues.map((i) => [String(i.path[0]), translateMessage(t, i.message)]),
              ),
            );
            return;
          }
          setProblems({});
          invite.mutate(parsed.data);
        }}
      >
        <p>{t('staff.inviteText')}</p>
        <TextField
          label={t('staff.email')}
          type="email"
          autoComplete="off"
          value={form.email}
          onChange={set('email')}
          error={problem('email')}
        />
        <TextField
          label={t('staff.name')}
          autoComplete="off"
          value={form.name}
          onChange={set('name')}
          error={problem('name')}
        />
        <div className={formStyles.row}>
          <SelectField label={t('staff.role')} value={form.role} onChange={set('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('staff.language')} value={form.lang} onChange={set('lang')}>
            {LANGUAGE_OPTIONS.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </div>
        <p className={fieldStyles.hint}>{t(`roles.about.${form.role}`)}</p>
        <DialogActions onCancel={onClose} error={invite.error}>
          <Button type="submit" disabled={invite.isPending}>
            {t('staff.sendInvite')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
