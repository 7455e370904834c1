import { context, SpanKind, trace } from '@opentelemetry/api';
import type { Pool, PoolClient } from 'pg';
import { failed, type Tracing } from './tracing.js';

const traced = new WeakSet<object>();
const queryTextLimit = 1000;

function textOf(query: unknown): string | undefined {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object' && typeof (query as { text?: unknown }).text === 'string') return (query as { text: string }).text;
  return undefined;
}

/**
 * A client span per Postgres query, when traces are on and the query runs under a span (a request, a job,
 * a delivery): the relay's polling and other background reads outside any span make none, so an idle
 * worker sends nothing. The SQL text is kept (placeholders, never the values); streams (a `submit`-able
 * query object) are left alone.
 */
function traceClient(client: PoolClient, tracing: Tracing): void {
  if (traced.has(client)) return;
  traced.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const text = textOf(args[0]);
    const parent = context.active();
    if (text === undefined || !trace.getSpan(parent) || typeof (args[0] as { submit?: unknown }).submit === 'function')
      return query(...args);
    const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
    const span = tracing.tracer.startSpan(
      `pg ${operation}`,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.operation.name': operation,
          'db.query.text': text.length > queryTextLimit ? `${text.slice(0, queryTextLimit)}...` : text,
        },
      },
      parent,
    );
    const callback = args[args.length - 1];
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        if (error) failed(span, error);
        span.end();
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    return (query(...args) as Promise<unknown>).then(
      (result) => {
        span.end();
        return result;
      },
      (error: unknown) => {
        failed(span, error);
        span.end();
        throw error;
      },
    );
  };
}

/** Traces the queries of every client the pool has and will create, when traces are on (a module set-up without TracingModule: off). */
export function traceQueries(pool: Pool, tracing: Tracing | undefined): Pool {
  if (!tracing?.enabled || traced.has(pool)) return pool;
  traced.add(pool);
  pool.on('connect', (client) => traceClient(client, tracing));
  for (const client of (pool as unknown as { _clients?: PoolClient[] })._clients ?? []) traceClient(client, tracing);
  return pool;
}
