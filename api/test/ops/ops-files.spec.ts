import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { familyOf } from './metrics-text.js';
import { alertRulesPath, checkAlertRules, checkDashboard, declaredMetricFamilies, metricsNamedIn } from './ops-files.js';

const promtool = (() => {
  try {
    execFileSync('promtool', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Our families (from the source) and Node's (prom-client's default metrics, as the app registers them). */
async function exportedFamilies(): Promise<Set<string>> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const defaults = (await registry.getMetricsAsJSON()).map((m) => m.name);
  registry.clear();
  return new Set([...declaredMetricFamilies(), ...defaults]);
}

describe('ops/: Prometheus alert rules and the Grafana dashboard', () => {
  it('alert rules are well-formed, with the alerts issue 23 asks for', () => {
    const { rules, problems } = checkAlertRules();
    expect(problems).toEqual([]);
    expect(rules.map((r) => r.alert)).toEqual(
      expect.arrayContaining([
        'DepositPendingTooLong',
        'JobsFailing',
        'DeadLetters',
        'EventReactorLagging',
        'LedgerVerificationFailed',
        'HighErrorRate',
        'HighP99Latency',
      ]),
    );
    expect(rules.find((r) => r.alert === 'DepositPendingTooLong')!.expr).toContain('> 1800');
    expect(rules.find((r) => r.alert === 'LedgerVerificationFailed')!.labels.severity).toBe('page');
  });

  (promtool ? it : it.skip)('promtool accepts the rules', () => {
    expect(() => execFileSync('promtool', ['check', 'rules', alertRulesPath], { stdio: 'pipe' })).not.toThrow();
  });

  it('the structure check catches a broken rule', () => {
    const broken = `groups:\n  - name: x\n    rules:\n      - alert: lower\n        expr: sum(rate(khela_x[5m])\n        for: soon\n`;
    expect(checkAlertRules(broken).problems).toEqual([
      'lower: alert must be a CamelCase name',
      'lower: for is not a duration',
      'lower: labels.severity must be page or ticket',
      'lower: needs a summary and a description',
      'lower: unbalanced brackets in expr',
    ]);
  });

  it('the dashboard is a well-formed Grafana dashboard', () => {
    const { queries, problems } = checkDashboard();
    expect(problems).toEqual([]);
    expect(queries.length).toBeGreaterThan(10);
  });

  it('every metric the rules and the dashboard name is one the api exports', async () => {
    const families = await exportedFamilies();
    const named = [...checkAlertRules().rules.map((r) => r.expr), ...checkDashboard().queries.map((q) => q.expr)].flatMap(metricsNamedIn);
    expect([...new Set(named)].filter((name) => !families.has(familyOf(name, families)))).toEqual([]);
    // and the ones issue 23 lists are all declared in the code
    for (const family of [
      'khela_http_request_duration_seconds',
      'khela_socket_connections',
      'khela_db_pool_connections',
      'khela_queue_jobs',
      'khela_event_reactor_lag_seconds',
      'khela_event_reactor_lag_events',
      'khela_event_delivery_failures',
      'khela_ledger_appended_events_total',
      'khela_ledger_append_batch_size',
      'khela_payments_pending',
      'khela_payments_pending_oldest_seconds',
      'khela_ledger_verification_ok',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(families).toContain(family);
  });
});
