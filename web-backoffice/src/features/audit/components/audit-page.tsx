import type { AuditEntry } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, useGridQuery, type GridColumn, type GridFilterField } from '@/components/data-grid';
import { AUDIT_EXPORT_PER_PAGE, AUDIT_PER_PAGE, auditGridSpec, listAudit, useAuditLog } from '../api/list-audit';
import { ChangeDiff } from './change-diff';
import './audit-page.css';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Asia/Dhaka' });

/** Action names offered while typing the action filter; a prefix ending in a dot lists a whole area. */
const actionSuggestions = [
  'staff.',
  'staff.created',
  'staff.roles_assigned',
  'staff.disabled',
  'staff.enabled',
  'staff.2fa_reset',
  'staff.signed_in',
  'staff.locked_out',
  'responsible_gaming.',
  'responsible_gaming.limit_set',
  'responsible_gaming.exclusion_set',
];

const targetOf = (entry: AuditEntry) => (entry.target_kind ? `${entry.target_kind}${entry.target_id ? ` ${entry.target_id}` : ''}` : '');

/** The staff audit log on the shared data grid: filters in the URL, sortable, a before/after view per row (Enter opens it). */
export function AuditPage() {
  const { t } = useTranslation();
  const grid = useGridQuery(auditGridSpec);
  const log = useAuditLog(grid.query);
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (entry: AuditEntry) => setOpen((current) => (current === entry.id ? null : entry.id));

  const filters: GridFilterField[] = [
    { key: 'actor', label: t('audit.actor'), kind: 'text', placeholder: t('audit.actorPlaceholder') },
    { key: 'action', label: t('audit.action'), kind: 'text', placeholder: t('audit.actionPlaceholder'), suggestions: actionSuggestions },
    { key: 'from', label: t('audit.from'), kind: 'date' },
    { key: 'to', label: t('audit.to'), kind: 'date' },
  ];
  const columns: GridColumn<AuditEntry>[] = [
    {
      id: 'at',
      header: t('audit.time'),
      cell: (e) => dateTime.format(new Date(e.at)),
      csv: (e) => dateTime.format(new Date(e.at)),
      sortable: true,
      descendingFirst: true,
      alwaysVisible: true,
    },
    { id: 'actor', header: t('audit.actor'), cell: (e) => e.actor_username ?? '—', csv: (e) => e.actor_username, sortable: true },
    { id: 'roles', header: t('audit.roles'), cell: (e) => e.actor_roles.join(', '), csv: (e) => e.actor_roles.join(' ') },
    { id: 'action', header: t('audit.action'), cell: (e) => <code>{e.action}</code>, csv: (e) => e.action, sortable: true },
    {
      id: 'target',
      header: t('audit.target'),
      cell: (e) => {
        const afterName = (e.after as { username?: unknown } | null)?.username;
        return (
          <span title={targetOf(e)}>
            {typeof afterName === 'string' ? <strong>{afterName} </strong> : null}
            <span className="muted audit-id">{targetOf(e) || '—'}</span>
          </span>
        );
      },
      csv: targetOf,
    },
    { id: 'ip', header: t('audit.ip'), cell: (e) => e.ip ?? '—', csv: (e) => e.ip },
    {
      id: 'request',
      header: t('audit.request'),
      cell: (e) => (
        <span className="muted audit-id" title={e.request_id ?? ''}>
          {e.request_id ? e.request_id.slice(0, 8) : '—'}
        </span>
      ),
      csv: (e) => e.request_id,
    },
    {
      id: 'changes',
      header: '',
      alwaysVisible: true,
      cell: (e) => (
        <button type="button" className="button button--small" onClick={() => toggle(e)} aria-expanded={open === e.id}>
          {open === e.id ? t('audit.hideChanges') : t('audit.showChanges')}
        </button>
      ),
    },
  ];

  return (
    <section>
      <h1>{t('audit.title')}</h1>
      <DataGrid
        listId="audit"
        label={t('audit.title')}
        columns={columns}
        filters={filters}
        grid={grid}
        result={log}
        perPage={AUDIT_PER_PAGE}
        fetchExportPage={(query, page, signal) => listAudit(query, page, AUDIT_EXPORT_PER_PAGE, signal)}
        rowKey={(e) => e.id}
        onOpen={toggle}
        rowDetail={(e) => (open === e.id ? <ChangeDiff before={e.before} after={e.after} /> : null)}
        rowAttributes={(e) => ({ 'data-audit-id': e.id })}
        emptyText={t('audit.empty')}
      />
    </section>
  );
}
