import { axisRange, shortAmount } from './chart-scale';
import { ChartLegend, type LineSeries } from './line-chart';

const width = 480;
const height = 220;
const pad = { top: 12, right: 24, bottom: 28, left: 52 };

/** Grouped bars per period in plain SVG (deposits beside withdrawals). */
export function BarChart({ title, labels, series }: { title: string; labels: string[]; series: LineSeries[] }) {
  const { min, max } = axisRange(series.flatMap((s) => s.values));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const slot = plotWidth / Math.max(1, labels.length);
  const bar = Math.max(1, (slot * 0.8) / series.length);
  const y = (v: number) => pad.top + ((max - v) / (max - min)) * plotHeight;
  const ticks = [0, 1, 2, 3, 4].map((i) => min + ((max - min) * i) / 4);
  const every = Math.max(1, Math.ceil(labels.length / 6));
  return (
    <figure className="money-chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
        {ticks.map((t) => (
          <g key={t}>
            <line
              className={t === 0 ? 'money-chart__zero' : 'money-chart__grid'}
              x1={pad.left}
              x2={width - pad.right}
              y1={y(t)}
              y2={y(t)}
            />
            <text className="money-chart__tick" x={pad.left - 6} y={y(t) + 4} textAnchor="end">
              {shortAmount(t)}
            </text>
          </g>
        ))}
        {labels.map((label, i) => (
          <g key={label}>
            {series.map((s, k) => {
              const v = s.values[i] ?? 0;
              return (
                <rect
                  key={s.name}
                  className={`money-chart__bar--${s.tone}`}
                  x={pad.left + i * slot + slot * 0.1 + k * bar}
                  y={Math.min(y(v), y(0))}
                  width={bar}
                  height={Math.abs(y(v) - y(0))}
                />
              );
            })}
            {i % every === 0 ? (
              <text className="money-chart__tick" x={pad.left + i * slot + slot / 2} y={height - 8} textAnchor="middle">
                {label.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <ChartLegend items={series.map((s) => ({ name: s.name, tone: s.tone }))} />
    </figure>
  );
}
