import { plotValue } from './chart-scale';

const tones = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

/**
 * Each part's share of a whole as one stacked horizontal bar with a legend that names the part, its amount and
 * its percent (the channels' shares of deposits). Parts beyond six share the last colour.
 */
export function ShareBar({
  title,
  parts,
  format,
}: {
  title: string;
  parts: { name: string; amount: string }[];
  format: (amount: string) => string;
}) {
  const sizes = parts.map((p) => Math.max(0, plotValue(p.amount)));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  // each part starts where the ones before it end
  const starts = sizes.map((_, i) => sizes.slice(0, i).reduce((sum, size) => sum + size, 0) / (total || 1));
  const toneOf = (i: number) => tones[Math.min(i, tones.length - 1)];
  return (
    <figure className="money-chart">
      <figcaption>{title}</figcaption>
      {total > 0 ? (
        <svg viewBox="0 0 480 28" role="img" aria-label={title}>
          {parts.map((p, i) => (
            <rect
              key={p.name}
              className={`money-chart__bar--${toneOf(i)}`}
              x={starts[i]! * 480}
              y={0}
              width={(sizes[i]! / total) * 480}
              height={28}
            />
          ))}
        </svg>
      ) : null}
      <ul className="money-chart__legend money-chart__legend--rows">
        {parts.map((p, i) => (
          <li key={p.name}>
            <span className={`money-chart__swatch money-chart__swatch--${toneOf(i)}`} aria-hidden="true" />
            <span>{p.name}</span>
            <span className="money">{format(p.amount)}</span>
            <span className="muted">{total > 0 ? `${((sizes[i]! / total) * 100).toFixed(1)}%` : '—'}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
