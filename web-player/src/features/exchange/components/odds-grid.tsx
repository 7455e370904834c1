import type { ReactNode } from 'react';
import { MarketOverlay, type OverlayKind } from './market-overlay';

/** The header row of a prices table: the runner's column, then the two sides (coloured back blue, lay pink). */
export function OddsGridHead({
  runner,
  sides,
}: {
  runner: string;
  sides: [{ label: string; side: 'back' | 'lay' }, { label: string; side: 'back' | 'lay' }];
}) {
  return (
    <div className="odds-grid__row odds-grid__row--head" role="row">
      <span role="columnheader" className="odds-grid__runner">
        {runner}
      </span>
      {sides.map(({ label, side }) => (
        <span key={side} role="columnheader" className={`odds-grid__side odds-grid__side--${side}`}>
          {label}
        </span>
      ))}
    </div>
  );
}

/** One runner's (or session's) row: its name, its prices, and the band over them while no bet can be taken. */
export function OddsGridRow({ name, overlay, children }: { name: ReactNode; overlay: OverlayKind | null; children: ReactNode }) {
  return (
    <div className="odds-grid__row" role="row">
      <span role="rowheader" className="odds-grid__runner">
        {name}
      </span>
      <span role="cell" className="odds-grid__prices">
        {children}
        {overlay ? <MarketOverlay kind={overlay} /> : null}
      </span>
    </div>
  );
}
