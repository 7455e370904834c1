import type { OutboxEntry } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { DataGrid, useGridQuery, type GridColumn, type GridFilterField } from '@/components/data-grid';
import { listOutbox, OUTBOX_EXPORT_PER_PAGE, OUTBOX_PER_PAGE, outboxGridSpec, useOutbox } from '../api/list-outbox';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Asia/Dhaka' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '');

/** Purposes whose messages carry a one-time code. */
const codePurposes = new Set(['verification-code', 'password-reset-code']);
/** The API sends code messages masked already; masked again here, so no code can ever show on this page (or its CSV). */
const shownBody = (purpose: string, body: string) => (codePurposes.has(purpose) ? body.replace(/[0-9]{4,}/g, '••••••') : body);
/** The API's error for a code that expired before delivery (a fixed English text), shown in the staff member's language. */
const codeGoneError = 'The code expired before it could be delivered; the player can ask for a new one.';

/**
 * Messages to players (verification and reset codes) on the shared data grid: what was sent, to whom, and
 * whether it went out. Never the codes themselves: only the player receives those (issue 10).
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const grid = useGridQuery(outboxGridSpec);
  const outbox = useOutbox(grid.query);
  const errorText = (m: OutboxEntry) => (m.error === codeGoneError ? t('outbox.codeExpired') : (m.error ?? ''));

  const filters: GridFilterField[] = [
    { key: 'recipient', label: t('outbox.recipient'), kind: 'text', placeholder: t('outbox.recipientPlaceholder') },
    { key: 'player_id', label: t('outbox.columns.player'), kind: 'text' },
    {
      key: 'channel',
      label: t('outbox.channel'),
      kind: 'select',
      anyLabel: t('outbox.any'),
      options: [
        { value: 'email', label: t('outbox.channels.email') },
        { value: 'sms', label: t('outbox.channels.sms') },
      ],
    },
    {
      key: 'status',
      label: t('outbox.status'),
      kind: 'select',
      anyLabel: t('outbox.any'),
      options: [
        { value: 'queued', label: t('outbox.statuses.queued') },
        { value: 'sent', label: t('outbox.statuses.sent') },
        { value: 'logged', label: t('outbox.loggedNoGateway') },
        { value: 'failed', label: t('outbox.statuses.failed') },
      ],
    },
  ];
  const columns: GridColumn<OutboxEntry>[] = [
    {
      id: 'created_at',
      header: t('outbox.columns.created'),
      cell: (m) => when(m.created_at),
      csv: (m) => when(m.created_at),
      sortable: true,
      descendingFirst: true,
      alwaysVisible: true,
    },
    {
      id: 'channel',
      header: t('outbox.columns.channel'),
      cell: (m) => t(`outbox.channelCell.${m.channel}`, { defaultValue: m.channel }),
      csv: (m) => m.channel,
    },
    { id: 'recipient', header: t('outbox.columns.recipient'), cell: (m) => m.recipient, csv: (m) => m.recipient, sortable: true },
    { id: 'player', header: t('outbox.columns.player'), cell: (m) => m.player_id ?? '—', csv: (m) => m.player_id },
    { id: 'purpose', header: t('outbox.columns.purpose'), cell: (m) => m.purpose, csv: (m) => m.purpose },
    { id: 'language', header: t('outbox.columns.language'), cell: (m) => m.language, csv: (m) => m.language },
    {
      id: 'message',
      header: t('outbox.columns.message'),
      className: 'wrap',
      cell: (m) => (
        <>
          {m.subject ? <strong>{m.subject}: </strong> : null}
          {shownBody(m.purpose, m.body)}
        </>
      ),
      csv: (m) => `${m.subject ? `${m.subject}: ` : ''}${shownBody(m.purpose, m.body)}`,
    },
    {
      id: 'status',
      header: t('outbox.columns.status'),
      sortable: true,
      cell: (m) => (
        <>
          <span className={m.status === 'failed' ? 'tag tag--danger' : m.status === 'sent' ? 'tag tag--ok' : 'tag'}>
            {t(`outbox.statuses.${m.status}`, { defaultValue: m.status })}
          </span>
          {m.error ? <span className="muted"> {errorText(m)}</span> : null}
        </>
      ),
      csv: (m) => [t(`outbox.statuses.${m.status}`, { defaultValue: m.status }), errorText(m)].filter(Boolean).join(': '),
    },
    {
      id: 'attempts',
      header: t('outbox.columns.tries'),
      cell: (m) => m.attempts,
      csv: (m) => m.attempts,
      sortable: true,
      descendingFirst: true,
    },
    { id: 'sent_at', header: t('outbox.columns.sent'), cell: (m) => when(m.sent_at) || '—', csv: (m) => when(m.sent_at) },
  ];

  return (
    <section>
      <h1>{t('outbox.title')}</h1>
      <p className="muted">{t('outbox.codesHidden')}</p>
      <DataGrid
        listId="outbox"
        label={t('outbox.title')}
        columns={columns}
        filters={filters}
        grid={grid}
        result={outbox}
        perPage={OUTBOX_PER_PAGE}
        fetchExportPage={(query, page, signal) => listOutbox(query, page, OUTBOX_EXPORT_PER_PAGE, signal)}
        rowKey={(m) => m.id}
        rowAttributes={(m) => ({ 'data-message-id': m.id })}
        emptyText={t('outbox.empty')}
      />
    </section>
  );
}
