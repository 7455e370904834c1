import { useTranslation } from 'react-i18next';

export type OverlayKind = 'suspended' | 'ballRunning' | 'closed';

/** The band laid over a market's or a row's prices while no bet can be taken (spec sections 2.3 and 4). */
export function MarketOverlay({ kind }: { kind: OverlayKind }) {
  const { t } = useTranslation();
  const label = kind === 'ballRunning' ? t('exchange.ballRunning') : kind === 'closed' ? t('exchange.closed') : t('exchange.suspended');
  return (
    <span className={`market-overlay market-overlay--${kind}`} role="status">
      {label}
    </span>
  );
}

/** Spec 3: ball_running (1) shows Ball Running, suspended (1) shows Suspend; ball running is the more specific. */
export function rowOverlay(row: { suspended: 0 | 1; ball_running: 0 | 1 }): OverlayKind | null {
  if (row.ball_running === 1) return 'ballRunning';
  if (row.suspended === 1) return 'suspended';
  return null;
}
