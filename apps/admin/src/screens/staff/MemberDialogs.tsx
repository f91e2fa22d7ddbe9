import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_ROLES, type Staff, type StaffRole } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { ME_KEY } from '../../app/session.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import { SelectField } from '@atelier/ui/field';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { removeStaff, STAFF_KEY, updateStaff } from './api.ts';

interface Props {
  member: Staff;
  onClose: () => void;
}

function useStaffChange<T>(change: () => Promise<T>, done: string, onClose: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      showToast(done);
      await client.invalidateQueries({ queryKey: STAFF_KEY });
      // An owner who made themself catalog sees the navigation of their new role.
      await client.invalidateQueries({ queryKey: ME_KEY });
      onClose();
    },
  });
}

export function RoleDialog({ member, onClose }: Props) {
  const { t } = useTranslation();
  const [role, setRole] = useState<StaffRole>(member.role);
  const save = useStaffChange(
    () => updateStaff(member.id, { role }),
    t('staff.roleChanged', { name: member.name, role: t(`roles.${role}`) }),
    onClose,
  );
  return (
    <Dialog open onClose={onClose} title={t('staff.roleTitle', { name: member.name })}>
      <form
        className={formStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <SelectField
          label={t('staff.role')}
          value={role}
          hint={t(`roles.about.${role}`)}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </SelectField>
        <DialogActions onCancel={onClose} error={save.error}>
          <Button type="submit" disabled={save.isPending || role === member.role}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function RemoveDialog({ member, onClose }: Props) {
  const { t } = useTranslation();
  const remove = useStaffChange(
    () => removeStaff(member.id),
    t('staff.removed', { name: member.name }),
    onClose,
  );
  return (
    <Dialog open onClose={onClose} title={t('staff.removeTitle', { name: member.name })}>
      <div className={formStyles.form}>
        <p>{t('staff.removeText', { email: member.email })}</p>
        <DialogActions onCancel={onClose} focusCancel error={remove.error}>
          <Button disabled={remove.isPending} onClick={() => remove.mutate()}>
            {t('staff.remove')}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
