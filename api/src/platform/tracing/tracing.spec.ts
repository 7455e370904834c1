import { describe, expect, it } from '@jest/globals';
import { createContextKey, ROOT_CONTEXT } from '@opentelemetry/api';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { AsyncLocalContextManager } from './async-context-manager.js';
import { tracesUrl, Tracing } from './tracing.js';

const good = { DATABASE_URL: 'postgres://u@127.0.0.1:5432/khela', REDIS_URL: 'redis://127.0.0.1:6379' };

describe('tracing configuration', () => {
  it('is off unless an OTLP endpoint is set, and then never does the work it guards', async () => {
    const tracing = new Tracing(loadConfig(good));
    expect(tracing.enabled).toBe(false);
    let spanGiven: unknown = 'not called';
    expect(await tracing.inSpan('x', {}, undefined, async (span) => ((spanGiven = span), 42))).toBe(42);
    expect(spanGiven).toBeUndefined();
    await tracing.shutdown(); // nothing to flush, no throw
  });

  it('sends to <endpoint>/v1/traces, or to the traces endpoint as given', () => {
    expect(tracesUrl(loadConfig(good))).toBeUndefined();
    expect(tracesUrl(loadConfig({ ...good, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }))).toBe(
      'http://collector:4318/v1/traces',
    );
    expect(
      tracesUrl(
        loadConfig({
          ...good,
          OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
          OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://tempo.example/otlp/v1/traces',
        }),
      ),
    ).toBe('https://tempo.example/otlp/v1/traces');
  });

  it('refuses a malformed endpoint, a ratio outside 0..1 and a service name with spaces, naming each', () => {
    expect(() =>
      loadConfig({
        ...good,
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
        OTEL_TRACES_SAMPLER_ARG: '1.5',
        OTEL_SERVICE_NAME: 'khela api',
      }),
    ).toThrow(ConfigError);
    try {
      loadConfig({
        ...good,
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
        OTEL_TRACES_SAMPLER_ARG: '1.5',
        OTEL_SERVICE_NAME: 'khela api',
      });
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/OTEL_EXPORTER_OTLP_ENDPOINT/);
      expect(problems).toMatch(/OTEL_TRACES_SAMPLER_ARG/);
      expect(problems).toMatch(/OTEL_SERVICE_NAME/);
    }
    expect(loadConfig({ ...good, OTEL_TRACES_SAMPLER_ARG: '0.25' }).OTEL_TRACES_SAMPLER_ARG).toBe(0.25);
  });
});

describe('AsyncLocalContextManager', () => {
  const key = createContextKey('test');
  it('keeps the context across awaits and timers inside with(), and only there', async () => {
    const manager = new AsyncLocalContextManager();
    const context = ROOT_CONTEXT.setValue(key, 'inside');
    const seen = await manager.with(context, async () => {
      await new Promise((r) => setTimeout(r, 5));
      return manager.active().getValue(key);
    });
    expect(seen).toBe('inside');
    expect(manager.active()).toBe(ROOT_CONTEXT);
  });

  it('binds a function to a context, keeping its this and arguments', () => {
    const manager = new AsyncLocalContextManager();
    const context = ROOT_CONTEXT.setValue(key, 'bound');
    const bound = manager.bind(context, function (this: { n: number }, add: number) {
      return `${String(manager.active().getValue(key))} ${this.n + add}`;
    });
    expect(bound.call({ n: 1 }, 2)).toBe('bound 3');
    expect(manager.bind(context, 'not a function')).toBe('not a function');
  });
});
