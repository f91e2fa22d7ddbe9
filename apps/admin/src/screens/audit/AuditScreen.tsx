import { useQuery } from '@tanstack/react-query';
import { StatusBadge } from '../../shared/feedback/StatusBadge.tsx';
import { SelectField, TextField } from '@atelier/ui/field';
import { formatDateTime } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { FilterBar } from '../../shared/list/FilterBar.tsx';
import { useCursorList } from '../../shared/list/useCursorList.ts';
import { loadStaff, STAFF_KEY } from '../staff/api.ts';
import { AUDIT, AUDIT_ENTITIES, AUDIT_FILTERS, loadAudit, type AuditEntry } from './api.ts';
import { ChangeList } from './ChangeList.tsx';
import { auditLabel, auditSubject } from './label.ts';

/** Every admin change, newest first: who, when, what, and the fields it changed. */
export default function AuditScreen() {
  const { t, language } = useTranslation();
  const list = useCursorList({ name: AUDIT, filterKeys: AUDIT_FILTERS, load: loadAudit });
  const staff = useQuery({ queryKey: STAFF_KEY, queryFn: loadStaff });
  const label = (group: 'entities' | 'actions', value: string) => auditLabel(t, group, value);
  const columns: Column<AuditEntry>[] = [
    { header: t('audit.when'), cell: (e) => formatDateTime(language, e.at), skeleton: '8rem' },
    { header: t('audit.who'), cell: (e) => e.staffEmail, skeleton: '10rem' },
    {
      header: t('audit.what'),
      rowHeader: true,
      cell: (e) => auditSubject(t, e),
    },
    {
      header: t('audit.action'),
      cell: (e) => <StatusBadge>{label('actions', e.action)}</StatusBadge>,
    },
    { header: t('audit.details'), cell: (e) => <ChangeList entry={e} />, skeleton: '5rem' },
  ];
  return (
    <div className="stack">
      <PageHeader title={t('nav.audit')} description={t('audit.text')} />
      <FilterBar filters={list.filters} onApply={list.setFilters}>
        {(draft, set) => (
          <>
            <SelectField
              label={t('audit.entity')}
              value={draft.entity}
              onChange={(event) => list.setFilters({ ...draft, entity: event.target.value })}
            >
              <option value="">{t('audit.all')}</option>
              {AUDIT_ENTITIES.map((entity) => (
                <option key={entity} value={entity}>
                  {label('entities', entity)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('audit.entityId')}
              value={draft.entityId}
              onChange={(event) => set('entityId', event.target.value)}
            />
            <SelectField
              label={t('audit.member')}
              value={draft.staffId}
              onChange={(event) => list.setFilters({ ...draft, staffId: event.target.value })}
            >
              <option value="">{t('audit.everyone')}</option>
              {staff.data?.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name} ({member.email})
                </option>
              ))}
            </SelectField>
          </>
        )}
      </FilterBar>
      <DataTable
        caption={t('audit.caption')}
        columns={columns}
        {...list.table}
        rowKey={(e) => e.id}
        empty={<p>{t('audit.empty')}</p>}
      />
    </div>
  );
}
