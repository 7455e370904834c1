import {
  context,
  propagation,
  ProxyTracerProvider,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type SpanOptions,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/load-config.js';
import { repoRoot } from '../paths.js';
import { AsyncLocalContextManager } from './async-context-manager.js';

/** Where spans go: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as given, else OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces; unset: off. */
export function tracesUrl(
  config: Pick<AppConfig, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'>,
): string | undefined {
  if (config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) return `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`;
  return undefined;
}

let apiVersion: string | undefined;
const version = () =>
  (apiVersion ??= (JSON.parse(readFileSync(join(repoRoot, 'api/package.json'), 'utf8')) as { version: string }).version);

let processWideReady = false;
/**
 * The context manager and the W3C propagator are process-wide (the OpenTelemetry API keeps them in globals);
 * set once, the first time a Nest application of this process turns tracing on, and left for the process.
 */
function setUpProcessWide(): void {
  if (processWideReady) return;
  processWideReady = true;
  context.setGlobalContextManager(new AsyncLocalContextManager());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
}

/**
 * OpenTelemetry traces of one application (README "Operations", Traces): on when an OTLP endpoint is
 * configured, off otherwise. Off, `enabled` is false and every caller skips its span work entirely (no
 * span objects, no context switches), so tracing costs nothing unless it is on.
 *
 * Each application has its own TracerProvider (service name, version, ROLE and instance as its resource),
 * not the API's global one: tests run api and worker applications in one process and their spans must
 * still say which role made them. Spans are batched and sent as OTLP/HTTP JSON; `shutdown()` (application
 * shutdown) sends what is left.
 */
export class Tracing {
  readonly enabled: boolean;
  readonly tracer: Tracer;
  private readonly provider: TracerProvider | undefined;

  constructor(config: AppConfig) {
    const url = tracesUrl(config);
    this.enabled = url !== undefined;
    if (!url) {
      this.tracer = new ProxyTracerProvider().getTracer('khela'); // a no-op, never called while off
      return;
    }
    setUpProcessWide();
    this.provider = new TracerProvider({
      resource: resourceFromAttributes({
        [ATTR_SERVICE_NAME]: config.OTEL_SERVICE_NAME,
        [ATTR_SERVICE_VERSION]: version(),
        'service.instance.id': config.instanceId,
        'khela.role': config.ROLE,
        'deployment.environment.name': config.NODE_ENV,
      }),
      // a caller that sampled (its traceparent's flag) decides; our own roots keep OTEL_TRACES_SAMPLER_ARG of traces
      sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.OTEL_TRACES_SAMPLER_ARG) }),
      spanProcessors: [
        new BatchSpanProcessor({
          exporter: new OTLPTraceExporter({ url, timeoutMillis: 5000 }),
          scheduledDelayMillis: config.OTEL_BSP_SCHEDULE_DELAY,
          maxQueueSize: 4096,
        }),
      ],
    });
    this.tracer = this.provider.getTracer('khela', version());
  }

  /**
   * Runs `work` inside a new span (child of `parent`, else of the active span), ending it when `work`
   * settles; a throw marks the span as an error and is rethrown. Off: just runs `work`.
   */
  inSpan<T>(name: string, options: SpanOptions, parent: Context | undefined, work: (span: Span | undefined) => Promise<T>): Promise<T> {
    if (!this.enabled) return work(undefined);
    const span = this.tracer.startSpan(name, options, parent ?? context.active());
    return context.with(trace.setSpan(parent ?? context.active(), span), async () => {
      try {
        return await work(span);
      } catch (error) {
        failed(span, error);
        throw error;
      } finally {
        span.end();
      }
    });
  }

  /** Sends the spans still batched (graceful shutdown), then stops. */
  async shutdown(): Promise<void> {
    await this.provider?.shutdown();
  }

  /** Sends the spans batched so far (tests). */
  async flush(): Promise<void> {
    await this.provider?.forceFlush();
  }
}

export function failed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}
