import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import type { NextFunction, Request, Response } from 'express';
import { routeOf, unmatchedRoute } from '../metrics/http-metrics.js';
import type { Tracing } from './tracing.js';

/** Probes answered every few seconds by every instance: a trace each would drown the real ones. */
const untraced = new Set(['/api/health', '/api/ready']);

/**
 * A server span per HTTP request (installed by configureHttp only when tracing is on). An incoming W3C
 * `traceparent` is honoured (the span is its child, so a proxy's or a client's trace continues here);
 * the rest of the request runs with the span active, so the spans it causes (queries, and through a
 * job's data or an event's meta, jobs and reactor deliveries) join its trace. Named and labelled when the
 * answer is done: by then Express knows the route template (`POST /api/submit-deposit`, never an id).
 */
export function httpTracing(tracing: Tracing) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const path = req.originalUrl.split('?', 1)[0]!;
    // the API only: the web apps' files and /storage images (a page load fetches dozens) would bury the API's spans
    if (!path.startsWith('/api/') || untraced.has(path)) return next();
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracing.tracer.startSpan(
      req.method,
      { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: req.method, [ATTR_URL_PATH]: path } },
      parent,
    );
    res.once('close', () => {
      const route = routeOf(req);
      if (route !== unmatchedRoute) {
        span.updateName(`${req.method} ${route}`);
        span.setAttribute(ATTR_HTTP_ROUTE, route);
      }
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, res.statusCode);
      const requestId = (req as Request & { requestId?: string }).requestId;
      if (requestId) span.setAttribute('khela.request_id', requestId);
      if (!res.writableFinished) span.setAttribute('khela.aborted', true); // the client went away first
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(trace.setSpan(parent, span), next);
  };
}
