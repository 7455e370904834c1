import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { repoRoot } from '../../src/platform/paths.js';

/** The operator files shipped in the repository (README "Operations", Metrics and alerts). */
export const alertRulesPath = join(repoRoot, 'ops/prometheus/alerts.yml');
export const dashboardPath = join(repoRoot, 'ops/grafana/khela-operations.json');

export interface AlertRule {
  alert: string;
  expr: string;
  for?: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
}

const duration = /^\d+(ms|s|m|h|d|w|y)$/;
const severities = new Set(['page', 'ticket']);
/** Metric names in PromQL as we write them: ours, and Node's from prom-client's default metrics. */
const metricName = /\b((?:khela|nodejs|process)_[a-z0-9_]+)\b/g;

export const metricsNamedIn = (expr: string): string[] => [...new Set([...expr.matchAll(metricName)].map((m) => m[1]!))];

/** Parses alerts.yml and lists what is wrong with its structure (empty: fine). */
export function checkAlertRules(text = readFileSync(alertRulesPath, 'utf8')): { rules: AlertRule[]; problems: string[] } {
  const problems: string[] = [];
  const doc = load(text) as { groups?: Array<{ name?: unknown; rules?: unknown }> };
  const rules: AlertRule[] = [];
  if (!doc || !Array.isArray(doc.groups) || doc.groups.length === 0) return { rules, problems: ['no groups'] };
  const groupNames = new Set<string>();
  for (const group of doc.groups) {
    if (typeof group.name !== 'string' || !group.name) problems.push('a group without a name');
    else if (groupNames.has(group.name)) problems.push(`group ${group.name} twice`);
    else groupNames.add(group.name);
    if (!Array.isArray(group.rules) || group.rules.length === 0) {
      problems.push(`group ${String(group.name)} has no rules`);
      continue;
    }
    for (const rule of group.rules as Array<Record<string, unknown>>) {
      const name = String(rule.alert ?? '(no name)');
      const known = new Set(['alert', 'expr', 'for', 'labels', 'annotations', 'keep_firing_for']);
      for (const key of Object.keys(rule)) if (!known.has(key)) problems.push(`${name}: unknown field ${key}`);
      if (typeof rule.alert !== 'string' || !/^[A-Z][A-Za-z0-9]+$/.test(rule.alert))
        problems.push(`${name}: alert must be a CamelCase name`);
      if (typeof rule.expr !== 'string' || !rule.expr.trim()) problems.push(`${name}: no expr`);
      if (rule.for !== undefined && (typeof rule.for !== 'string' || !duration.test(rule.for)))
        problems.push(`${name}: for is not a duration`);
      const labels = (rule.labels ?? {}) as Record<string, string>;
      if (!severities.has(labels.severity ?? '')) problems.push(`${name}: labels.severity must be page or ticket`);
      const annotations = (rule.annotations ?? {}) as Record<string, string>;
      if (!annotations.summary || !annotations.description) problems.push(`${name}: needs a summary and a description`);
      if (typeof rule.expr === 'string') {
        if (!balanced(rule.expr)) problems.push(`${name}: unbalanced brackets in expr`);
        if (metricsNamedIn(rule.expr).length === 0) problems.push(`${name}: expr names no khela_ or nodejs_ metric`);
      }
      rules.push({ alert: name, expr: String(rule.expr ?? ''), ...(rule.for ? { for: String(rule.for) } : {}), labels, annotations });
    }
  }
  const names = rules.map((r) => r.alert);
  for (const name of new Set(names)) if (names.filter((n) => n === name).length > 1) problems.push(`alert ${name} twice`);
  return { rules, problems };
}

export interface DashboardQuery {
  panel: string;
  expr: string;
}

/** Parses the Grafana dashboard and lists what is wrong with its structure (empty: fine). */
export function checkDashboard(text = readFileSync(dashboardPath, 'utf8')): { queries: DashboardQuery[]; problems: string[] } {
  const problems: string[] = [];
  const queries: DashboardQuery[] = [];
  const dashboard = JSON.parse(text) as Record<string, unknown>;
  for (const key of ['title', 'uid']) if (typeof dashboard[key] !== 'string' || !dashboard[key]) problems.push(`no ${key}`);
  if (typeof dashboard.schemaVersion !== 'number') problems.push('no schemaVersion');
  const panels = dashboard.panels as Array<Record<string, unknown>> | undefined;
  if (!Array.isArray(panels) || panels.length === 0) return { queries, problems: [...problems, 'no panels'] };
  const ids = new Set<number>();
  for (const panel of panels) {
    const title = String(panel.title ?? '(untitled)');
    if (typeof panel.id !== 'number' || ids.has(panel.id)) problems.push(`${title}: id missing or repeated`);
    else ids.add(panel.id);
    if (typeof panel.type !== 'string') problems.push(`${title}: no type`);
    const grid = panel.gridPos as Record<string, number> | undefined;
    if (!grid || !['x', 'y', 'w', 'h'].every((k) => Number.isInteger(grid[k])) || grid.x! + grid.w! > 24)
      problems.push(`${title}: gridPos must hold integer x, y, w, h within 24 columns`);
    if (panel.type === 'row') continue;
    const targets = panel.targets as Array<{ expr?: unknown; refId?: unknown }> | undefined;
    if (!Array.isArray(targets) || targets.length === 0) {
      problems.push(`${title}: no targets`);
      continue;
    }
    for (const target of targets) {
      if (typeof target.expr !== 'string' || !target.expr) problems.push(`${title}: a target without expr`);
      else {
        if (!balanced(target.expr)) problems.push(`${title}: unbalanced brackets in ${target.expr}`);
        if (metricsNamedIn(target.expr).length === 0) problems.push(`${title}: ${target.expr} names no metric of ours`);
        queries.push({ panel: title, expr: target.expr });
      }
    }
  }
  return { queries, problems };
}

/** `(`, `[`, `{` closed in order, outside quoted strings. */
function balanced(expr: string): boolean {
  const open: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  let quote: string | undefined;
  for (let i = 0; i < expr.length; i += 1) {
    const c = expr[i]!;
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if ('([{'.includes(c)) open.push(c);
    else if (c in pairs && open.pop() !== pairs[c]) return false;
  }
  return open.length === 0 && !quote;
}

/**
 * Every metric family the api's code declares (`name: 'khela_...'` in api/src), found by reading the
 * source: what the unit test can know without booting the app (the integration test checks the live scrape).
 */
export function declaredMetricFamilies(dir = join(repoRoot, 'api/src')): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) for (const name of declaredMetricFamilies(path)) found.add(name);
    else if (entry.name.endsWith('.ts') && !entry.name.includes('spec.ts'))
      for (const match of readFileSync(path, 'utf8').matchAll(/name: '(khela_[a-z0-9_]+)'/g)) found.add(match[1]!);
  }
  return found;
}
