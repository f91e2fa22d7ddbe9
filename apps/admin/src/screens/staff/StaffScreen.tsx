import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Staff } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { BCP47, LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { useStaff } from '../../app/session.ts';
import { StatusBadge } from '../../shared/feedback/StatusBadge.tsx';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { InviteDialog } from './InviteDialog.tsx';
import { RemoveDialog, RoleDialog } from './MemberDialogs.tsx';
import { loadStaff, STAFF_KEY } from './api.ts';
import styles from './staff.module.css';

type Open = { kind: 'invite' } | { kind: 'role' | 'remove'; member: Staff } | null;

/** The owner's list of members: invite, change a role, remove. */
export default function StaffScreen() {
  const { t } = useTranslation();
  const me = useStaff().data;
  const staff = useQuery({ queryKey: STAFF_KEY, queryFn: loadStaff });
  const [open, setOpen] = useState<Open>(null);
  const languageName = (code: Staff['lang']) =>
    LANGUAGE_OPTIONS.find((option) => option.code === code)?.label ?? code;
  const columns: Column<Staff>[] = [
    { header: t('staff.name'), rowHeader: true, cell: (m) => m.name, skeleton: '8rem' },
    { header: t('staff.email'), cell: (m) => m.email, skeleton: '12rem' },
    { header: t('staff.role'), cell: (m) => t(`roles.${m.role}`) },
    {
      header: t('staff.status'),
      cell: (m) =>
        m.active ? (
          <StatusBadge tone="success">{t('staff.active')}</StatusBadge>
        ) : (
          <StatusBadge tone="warning">{t('staff.invited')}</StatusBadge>
        ),
    },
    {
      header: t('staff.language'),
      cell: (m) => <span lang={BCP47[m.lang]}>{languageName(m.lang)}</span>,
    },
    {
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      align: 'end',
      skeleton: '8rem',
      cell: (m) => (
        <span className={styles.actions}>
          <Button variant="secondary" onClick={() => setOpen({ kind: 'role', member: m })}>
            {t('staff.changeRole')}
            <span className="visually-hidden"> {m.name}</span>
          </Button>
          {m.id !== me?.id && (
            <Button variant="ghost" onClick={() => setOpen({ kind: 'remove', member: m })}>
              {t('staff.remove')}
              <span className="visually-hidden"> {m.name}</span>
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <div className="stack">
      <PageHeader
        title={t('nav.staff')}
        description={t('staff.text')}
        actions={<Button onClick={() => setOpen({ kind: 'invite' })}>{t('staff.invite')}</Button>}
      />
      <DataTable
        caption={t('staff.caption')}
        columns={columns}
        rows={staff.data}
        rowKey={(m) => m.id}
        loading={staff.isPending}
        error={staff.error}
        onRetry={() => void staff.refetch()}
        skeletonRows={4}
        empty={<p>{t('staff.none')}</p>}
      />
      {open?.kind === 'invite' && <InviteDialog onClose={() => setOpen(null)} />}
      {open?.kind === 'role' && <RoleDialog member={open.member} onClose={() => setOpen(null)} />}
      {open?.kind === 'remove' && (
        <RemoveDialog member={open.member} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
