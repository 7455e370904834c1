import type { StaffPlayerRow } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DataGrid, useGridQuery, type GridColumn, type GridFilterField } from '@/components/data-grid';
import { PLAYERS_EXPORT_PER_PAGE, PLAYERS_PER_PAGE, playersGridSpec, searchPlayers, useSearchPlayers } from '../api/search-players';
import { useTagCounts } from '../api/tag-counts';
import { dhaka } from './format';
import { VerifiedBadges } from './verified-badges';
import './players.css';

/**
 * Player search on the shared data grid: one box for username, phone, e-mail or remote id and a staff tag,
 * newest first or sorted by username / id, paged by the server. The list's state lives in the URL so the
 * detail page's "Back" returns to the same results; Enter on a row opens the player.
 */
export function PlayersPage() {
  const { t } = useTranslation();
  const grid = useGridQuery(playersGridSpec);
  const list = useSearchPlayers(grid.query);
  const tagCounts = useTagCounts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = params.toString() ? `?${params}` : '';
  const q = grid.query.filters.q ?? '';

  const filters: GridFilterField[] = [
    { key: 'q', label: t('players.search.label'), kind: 'search', placeholder: t('players.search.placeholder') },
    {
      key: 'tag',
      label: t('players.search.tag'),
      kind: 'select',
      anyLabel: t('players.search.anyTag'),
      options: (tagCounts.data ?? []).map((c) => ({
        value: c.tag,
        label: t('players.search.tagOption', { tag: c.tag, count: c.players }),
      })),
    },
  ];
  const columns: GridColumn<StaffPlayerRow>[] = [
    {
      id: 'username',
      header: t('players.table.username'),
      cell: (p) => <Link to={`${p.id}${back}`}>{p.username}</Link>,
      csv: (p) => p.username,
      sortable: true,
      alwaysVisible: true,
    },
    { id: 'id', header: t('players.table.remoteId'), cell: (p) => p.id, csv: (p) => p.id, sortable: true },
    { id: 'name', header: t('players.table.name'), cell: (p) => p.name || <span className="muted">—</span>, csv: (p) => p.name },
    { id: 'phone', header: t('players.table.phone'), cell: (p) => p.phone, csv: (p) => p.phone },
    { id: 'email', header: t('players.table.email'), cell: (p) => p.email, csv: (p) => p.email },
    {
      id: 'status',
      header: t('players.table.status'),
      cell: (p) => <span className={p.status === 'active' ? 'tag tag--ok' : 'tag tag--danger'}>{t(`players.status.${p.status}`)}</span>,
      csv: (p) => t(`players.status.${p.status}`),
    },
    {
      id: 'verified',
      header: t('players.table.verified'),
      cell: (p) => <VerifiedBadges phone={p.phone_verified} email={p.email_verified} />,
      csv: (p) => [p.phone_verified ? 'phone' : '', p.email_verified ? 'e-mail' : ''].filter(Boolean).join(' '),
    },
    {
      id: 'created_at',
      header: t('players.table.created'),
      cell: (p) => dhaka(p.created_at),
      csv: (p) => dhaka(p.created_at),
      sortable: true,
      descendingFirst: true,
    },
  ];

  return (
    <section>
      <div className="page-head">
        <h1>{t('players.title')}</h1>
      </div>
      <DataGrid
        listId="players"
        label={t('players.table.label')}
        columns={columns}
        filters={filters}
        filterLabel={t('players.search.submit')}
        grid={grid}
        result={list}
        perPage={PLAYERS_PER_PAGE}
        fetchExportPage={(query, page, signal) => searchPlayers(query, page, PLAYERS_EXPORT_PER_PAGE, signal)}
        rowKey={(p) => p.id}
        onOpen={(p) => void navigate(`${p.id}${back}`)}
        rowAttributes={(p) => ({ 'data-player-id': p.id })}
        emptyText={q ? t('players.table.noMatch', { q }) : t('players.table.empty')}
      />
    </section>
  );
}
