import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { kycDocumentSides } from '@khela/contracts';
import { load } from 'js-yaml';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import { EnvSchema } from '../../src/platform/config/env.schema.js';
import { repoRoot } from '../../src/platform/paths.js';
import {
  bodyLimitBytes,
  checkComposeReferences,
  checkComposeSchema,
  composePath,
  environmentOf,
  haproxySeconds,
  insideContainer,
  loadCompose,
  mountsOf,
  parseHaproxy,
  prometheusConfigPath,
  proxyConfigPath,
  publishedTargets,
} from './compose-file.js';
import { familyOf } from './metrics-text.js';
import { type Replica, type RunningProxy, send, startProxy, startReplica } from './proxy-trial.js';
import { alertRulesPath, checkAlertRules, checkDashboard, dashboardPath, declaredMetricFamilies, metricsNamedIn } from './ops-files.js';

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

const onPath = (command: string, args: string[]): boolean => {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const dockerCompose = onPath('docker', ['compose', 'version']);
const haproxy = onPath('haproxy', ['-v']);

describe('docker-compose.yml: two api replicas behind the proxy, a worker, monitoring as a profile', () => {
  const compose = loadCompose();
  const { api, proxy, worker, prometheus, grafana } = compose.services;

  (dockerCompose ? it : it.skip)('docker compose config accepts it, with and without the monitoring profile', () => {
    for (const args of [[], ['--profile', 'monitoring']])
      expect(() => execFileSync('docker', ['compose', '-f', composePath, ...args, 'config', '--quiet'], { stdio: 'pipe' })).not.toThrow();
  });

  it("is valid against the Compose specification's schema, and every name it refers to exists", () => {
    expect(checkComposeSchema(compose)).toEqual([]);
    expect(checkComposeReferences(compose)).toEqual([]);
  });

  it('the checks catch a broken file', () => {
    const broken = loadCompose(
      [
        'services:',
        '  api:',
        '    image: khela:local',
        '    deploy: { replica: 2 }',
        '    depends_on: [postgress, prometheus]',
        '    volumes: [storage:/data, ./ops/proxy/nginx.conf:/etc/nginx/nginx.conf:ro]',
        '    configs: [metrics_token]',
        '  prometheus: { image: prom/prometheus, profiles: [monitoring] }',
        'volumes:',
        '  pgdata:',
      ].join('\n'),
    );
    expect(checkComposeSchema(broken)).toEqual(['/services/api/deploy must NOT have additional properties']);
    expect(checkComposeReferences(broken)).toEqual([
      'api: depends_on postgress, which is not a service',
      'api: depends_on prometheus, which only starts with --profile monitoring',
      'api: volume storage is not declared',
      'api: mounts ./ops/proxy/nginx.conf, which does not exist',
      'api: configs metrics_token is not declared',
      'volume pgdata is declared but no service mounts it',
    ]);
    expect(() => loadCompose('services:\n  api:\n    image: ${IMAGE}\n')).toThrow('${IMAGE} has no default and is not set');
    expect(loadCompose('services:\n  api:\n    image: ${IMAGE:-a}$$x\n', { IMAGE: 'b' }).services.api!.image).toBe('b$x');
  });

  it('runs the api as two replicas with no port of their own, the worker, and the proxy on PORT', () => {
    expect(api!.deploy?.replicas).toBe(2);
    expect(api!.ports ?? []).toEqual([]);
    expect(environmentOf(api!).ROLE).toBe('api');
    expect(environmentOf(worker!).ROLE).toBe('worker');
    expect(proxy!.image).toMatch(/^haproxy:\d/);
    expect(proxy!.ports).toEqual(['3000:3000']);
    expect(loadCompose(undefined, { PORT: '8080' }).services.proxy!.ports).toEqual(['8080:3000']);
    expect(mountsOf(proxy!)).toContainEqual({
      source: './ops/proxy/haproxy.cfg',
      target: '/usr/local/etc/haproxy/haproxy.cfg',
      bind: true,
    });
    for (const name of ['postgres', 'redis', 'api', 'proxy', 'worker']) expect(compose.services[name]!.profiles).toBeUndefined();
    expect(prometheus!.profiles).toEqual(['monitoring']);
    expect(grafana!.profiles).toEqual(['monitoring']);
  });

  (haproxy ? it : it.skip)('haproxy -c accepts the proxy configuration', () => {
    expect(() => execFileSync('haproxy', ['-c', '-q', '-f', proxyConfigPath], { stdio: 'pipe' })).not.toThrow();
  });

  it('the proxy sends HTTP round-robin and socket.io sticky to the api service, with the settings the api needs', () => {
    const cfg = parseHaproxy();
    const frontend = [...cfg].find(([name]) => name.startsWith('frontend'))![1];
    const defaults = cfg.get('defaults')!;
    const directive = (lines: string[], prefix: string) => lines.find((line) => line.startsWith(prefix + ' '))?.slice(prefix.length + 1);
    // it listens where the compose file publishes it
    expect(publishedTargets(proxy!)).toEqual([Number(directive(frontend, 'bind')!.replace(/^.*:/, ''))]);
    // both backends reach every replica of the api service on the api's own PORT
    const apiPort = environmentOf(api!).PORT;
    for (const backend of ['backend api_http', 'backend api_sockets']) {
      const lines = cfg.get(backend)!;
      expect(directive(lines, 'balance')).toBe('roundrobin');
      expect(directive(lines, 'server-template')).toMatch(new RegExp(`^api \\d+ api:${apiPort}$`));
      expect(directive(lines, 'default-server')).toContain('resolvers docker');
    }
    expect(frontend).toContain('use_backend api_sockets if { path_beg /socket.io/ }');
    expect(directive(cfg.get('backend api_sockets')!, 'cookie')).toMatch(/^\S+ insert indirect nocache/);
    expect(directive(cfg.get('backend api_http')!, 'cookie')).toBeUndefined();
    // the client's address reaches the api, which trusts exactly the one hop
    expect(frontend).toContain('option forwardfor');
    expect(environmentOf(api!).TRUST_PROXY).toBe('1');
    expect(frontend).toContain('http-request del-header X-Forwarded-Host');
    // a WebSocket outlives socket.io's silence (pingInterval 25 s + pingTimeout 20 s), a long-poll its hold (25 s)
    const timeout = (name: string) => haproxySeconds(directive(defaults, `timeout ${name}`)!);
    expect(timeout('tunnel')).toBeGreaterThan(45);
    expect(Math.min(timeout('client'), timeout('server'))).toBeGreaterThan(25);
    // closes idle client connections before Node's keepAliveTimeout (5 s) closes the api side
    expect(timeout('http-keep-alive')).toBeLessThan(5);
  });

  it("the proxy's body cap lets through the largest body the api accepts, and no more than needed", () => {
    const deny = parseHaproxy()
      .get('frontend public')!
      .find((line) => line.startsWith('http-request deny deny_status 413'))!;
    const [, variable, fallback] = /gt "\$\{(\w+)-(\d+)\}"/.exec(deny)!;
    const cap = Number(environmentOf(proxy!)[variable!] ?? fallback);
    expect(cap).toBe(Number(fallback));
    const defaults = new EnvSchema();
    const largest = Math.max(bodyLimitBytes(environmentOf(api!).BODY_LIMIT!), kycDocumentSides.length * defaults.UPLOAD_MAX_BYTES);
    expect(cap).toBeGreaterThan(largest);
    expect(cap).toBeLessThanOrEqual(largest + 2 * 1024 * 1024);
  });

  it('Prometheus scrapes every api and worker replica on their metrics port, with the token, and loads the rules', () => {
    const config = load(readFileSync(prometheusConfigPath, 'utf8')) as {
      rule_files: string[];
      scrape_configs: Array<{
        authorization?: { credentials_file?: string };
        dns_sd_configs?: Array<{ names: string[]; type: string; port: number }>;
      }>;
    };
    const mounted = mountsOf(prometheus!).map((m) => m.target);
    expect(mounted).toContain('/etc/prometheus/prometheus.yml');
    for (const file of config.rule_files) expect(mounted).toContain(insideContainer('/etc/prometheus', file));
    const [scrape] = config.scrape_configs;
    const discovered = scrape!.dns_sd_configs!;
    expect(discovered.flatMap((d) => d.names).sort()).toEqual(['api', 'worker']);
    for (const { names, type, port } of discovered) {
      expect(type).toBe('A');
      for (const name of names) {
        expect(Number(environmentOf(compose.services[name]!).METRICS_PORT)).toBe(port);
        expect(environmentOf(compose.services[name]!).METRICS_HOST).toBe('0.0.0.0');
        expect(compose.services[name]!.ports ?? []).toEqual([]);
      }
    }
    // the token file is the config the compose file fills from the processes' METRICS_TOKEN
    const tokenMount = (prometheus!.configs as Array<{ source: string; target: string }>).find(
      (c) => c.target === scrape!.authorization!.credentials_file,
    )!;
    expect(tokenMount.source).toBe('metrics_token');
    const withToken = loadCompose(undefined, { METRICS_TOKEN: 'a-token-of-20-chars!' });
    expect(withToken.configs!.metrics_token).toEqual({ content: 'a-token-of-20-chars!' });
    expect(environmentOf(withToken.services.api!).METRICS_TOKEN).toBe('a-token-of-20-chars!');
    expect(environmentOf(withToken.services.worker!).METRICS_TOKEN).toBe('a-token-of-20-chars!');
  });

  it('Grafana is provisioned with that Prometheus and the dashboard in the repository', () => {
    const mounts = mountsOf(grafana!);
    const provisioning = mounts.find((m) => m.target === '/etc/grafana/provisioning')!;
    const datasources = load(readFileSync(join(repoRoot, provisioning.source, 'datasources/prometheus.yml'), 'utf8')) as {
      datasources: Array<{ type: string; url: string }>;
    };
    const url = new URL(datasources.datasources.find((d) => d.type === 'prometheus')!.url);
    expect(compose.services[url.hostname]).toBe(prometheus);
    expect(prometheus!.ports).toEqual([`127.0.0.1:9090:${url.port}`]);
    const providers = load(readFileSync(join(repoRoot, provisioning.source, 'dashboards/khela.yml'), 'utf8')) as {
      providers: Array<{ type: string; options: { path: string } }>;
    };
    const dashboard = mounts.find((m) => join(repoRoot, m.source) === dashboardPath)!;
    expect(posix.dirname(dashboard.target)).toBe(providers.providers[0]!.options.path);
  });
});

/** A socket.io client through the proxy: `<replica>/<transport>` once it answers, or what went wrong. */
async function socketRound(port: number, options: Partial<ManagerOptions & SocketOptions>): Promise<string> {
  const socket = io(`http://127.0.0.1:${port}`, { ...options, reconnection: false, timeout: 5000, forceNew: true });
  try {
    return await new Promise<string>((resolve) => {
      socket.on('connect_error', (error) => resolve(`connect_error: ${error.message}`));
      socket.on('disconnect', (reason) => resolve(`disconnect: ${reason}`));
      // a few long-poll round trips after the handshake, each of which must reach the replica holding the session
      socket.on('connect', () =>
        setTimeout(
          () =>
            socket
              .timeout(3000)
              .emit('who', (error: Error | null, who: string) =>
                resolve(error ? 'no answer' : `${who}/${socket.io.engine.transport.name}`),
              ),
          300,
        ),
      );
    });
  } finally {
    socket.close();
  }
}

(haproxy ? describe : describe.skip)('ops/proxy/haproxy.cfg run by haproxy in front of two stand-in api replicas', () => {
  let replicas: Replica[] = [];
  let proxy: RunningProxy;
  beforeAll(async () => {
    replicas = [await startReplica('a'), await startReplica('b')];
    proxy = await startProxy(replicas);
  });
  afterAll(async () => {
    await proxy?.stop();
    for (const replica of replicas) await replica.close();
  });

  it('sends plain HTTP round-robin, with the client address the api can trust and no client-chosen proto, host or trace', async () => {
    const names = [];
    for (let i = 0; i < 4; i += 1) names.push((await send(proxy.port, '/whoami')).json!.name);
    expect(names.sort()).toEqual(['a', 'a', 'b', 'b']);
    const spoofed = await send(proxy.port, '/whoami', {
      headers: {
        'X-Forwarded-For': '203.0.113.9',
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'evil.example',
        traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
      },
    });
    expect(spoofed.json).toMatchObject({ ip: '127.0.0.1', protocol: 'http', hostname: '127.0.0.1', traceparent: null });
  });

  it('refuses a body over the cap before it reaches an api, and lets a KYC-sized one through', async () => {
    const headers = (length: number) => ({ 'content-type': 'application/json', 'content-length': length });
    expect((await send(proxy.port, '/whoami', { method: 'GET', headers: headers(9_000_000), body: '{' })).status).toBe(413);
    expect((await send(proxy.port, '/whoami', { method: 'GET', headers: headers(7_000_000), body: '{' })).status).toBe(200);
  });

  it('keeps a long-polling socket.io session on one replica (cookie) while new sockets spread, and passes WebSocket upgrades', async () => {
    const polling = [];
    for (let i = 0; i < 4; i += 1) polling.push(await socketRound(proxy.port, { transports: ['polling'], withCredentials: true }));
    expect(polling.sort()).toEqual(['a/polling', 'a/polling', 'b/polling', 'b/polling']);
    // the back-office's default: polling first, then the upgrade (which must reach the same replica too)
    expect(await socketRound(proxy.port, { withCredentials: true })).toMatch(/^[ab]\/websocket$/);
    // the player site's: WebSocket first
    expect(await socketRound(proxy.port, { transports: ['websocket', 'polling'], tryAllTransports: true })).toMatch(/^[ab]\/websocket$/);
  });

  it('without the cookie, long-polling sessions break across the two replicas (why the cookie is there)', async () => {
    const unsticky = await startProxy(replicas, (config) => config.replace(/^ {2}cookie .*\n/m, ''));
    try {
      const results = [];
      for (let i = 0; i < 2; i += 1) results.push(await socketRound(unsticky.port, { transports: ['polling'], withCredentials: true }));
      expect(results.filter((r) => !/^[ab]\/polling$/.test(r)).length).toBeGreaterThan(0);
    } finally {
      await unsticky.stop();
    }
  });
});
