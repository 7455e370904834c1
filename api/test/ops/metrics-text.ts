/** One line of Prometheus text exposition: a metric name, its labels and its value. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricSamples {
  samples: MetricSample[];
  /** Every metric family the text declares (`# HELP name ...`), with or without samples. */
  help: Set<string>;
}

const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Parses the text format (version 0.0.4) as prom-client writes it; enough for tests, not a full parser. */
export function parseMetrics(text: string): MetricSamples {
  const samples: MetricSample[] = [];
  const help = new Set<string>();
  for (const line of text.split('\n')) {
    if (line.startsWith('# HELP ')) help.add(line.split(' ')[2]!);
    if (!line || line.startsWith('#')) continue;
    const match = sampleLine.exec(line);
    if (!match) throw new Error(`not a metric line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(labelPair)) labels[key!] = value!.replace(/\\(.)/g, '$1');
    samples.push({ name: match[1]!, labels, value: Number(match[3]!.replace(/^([+-]?)Inf$/, '$1Infinity')) });
  }
  return { samples, help };
}

/** The value of the one sample with exactly these labels; undefined when there is none. */
export function sampleOf(metrics: MetricSamples, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels);
  const found = metrics.samples.filter(
    (s) => s.name === name && Object.keys(s.labels).length === wanted.length && wanted.every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

/** The metric family a sample name belongs to (a histogram's _bucket, _count and _sum are its family). */
export const familyOf = (name: string, families: ReadonlySet<string>): string =>
  families.has(name)
    ? name
    : ['_bucket', '_count', '_sum'].map((s) => name.endsWith(s) && name.slice(0, -s.length)).find((f) => f && families.has(f)) || name;
