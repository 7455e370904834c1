import { axisRange, shortAmount } from './chart-scale';

export interface LineSeries {
  name: string;
  /** A CSS class of the series' colour (money-chart__series--a, --b). */
  tone: 'a' | 'b';
  values: number[];
}

const width = 480;
const height = 220;
const pad = { top: 12, right: 24, bottom: 28, left: 52 };

/**
 * A line chart of amounts per period in plain SVG: a zero line, four ticks, one line per series. The figures
 * themselves are in the table beside it; the chart's title and description say what it shows.
 */
export function LineChart({ title, labels, series }: { title: string; labels: string[]; series: LineSeries[] }) {
  const { min, max } = axisRange(series.flatMap((s) => s.values));
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const x = (i: number) => pad.left + (labels.length <= 1 ? plotWidth / 2 : (i * plotWidth) / (labels.length - 1));
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
        {labels.map((label, i) =>
          i % every === 0 ? (
            <text key={label} className="money-chart__tick" x={x(i)} y={height - 8} textAnchor="middle">
              {label.slice(5)}
            </text>
          ) : null,
        )}
        {series.map((s) => (
          <g key={s.name} className={`money-chart__series--${s.tone}`}>
            <polyline fill="none" strokeWidth={2} points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
            {s.values.length <= 31 ? s.values.map((v, i) => <circle key={labels[i]} cx={x(i)} cy={y(v)} r={2.5} />) : null}
          </g>
        ))}
      </svg>
      <ChartLegend items={series.map((s) => ({ name: s.name, tone: s.tone }))} />
    </figure>
  );
}

export function ChartLegend({ items }: { items: { name: string; tone: string }[] }) {
  return (
    <ul className="money-chart__legend">
      {items.map((item) => (
        <li key={item.name}>
          <span className={`money-chart__swatch money-chart__swatch--${item.tone}`} aria-hidden="true" />
          {item.name}
        </li>
      ))}
    </ul>
  );
}
