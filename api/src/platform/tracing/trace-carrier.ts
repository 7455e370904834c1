import { context, propagation, ROOT_CONTEXT, trace, type Context } from '@opentelemetry/api';

/**
 * The W3C `traceparent` of the active span, to carry a trace across Redis (a job's data) or Postgres (an
 * event's meta); undefined when nothing is traced here (tracing off: no context manager, so no active span).
 */
export function currentTraceparent(): string | undefined {
  const active = context.active();
  if (!trace.getSpan(active)) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(active, carrier);
  return carrier.traceparent;
}

/** The context a carried `traceparent` names (ROOT_CONTEXT when absent or malformed: a new trace starts). */
export function contextFromTraceparent(traceparent: unknown): Context {
  if (typeof traceparent !== 'string' || traceparent === '') return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, { traceparent });
}
