import { Global, Module } from '@nestjs/common';
import { ProcessCollectors } from './collectors/process.collectors.js';
import { PlatformWideCollectors } from './collectors/platform-wide.collectors.js';
import { HttpMetrics } from './http-metrics.js';
import { Metrics } from './metrics.js';
import { MetricsServer } from './metrics-server.js';

/**
 * Prometheus metrics (README "Operations", Metrics and alerts): the registry every module may add to,
 * the platform's own collectors, the HTTP middleware (installed by configureHttp when metrics are on)
 * and the server on METRICS_PORT.
 */
@Global()
@Module({
  providers: [
    Metrics,
    { provide: HttpMetrics, inject: [Metrics], useFactory: (metrics: Metrics) => new HttpMetrics(metrics) },
    ProcessCollectors,
    PlatformWideCollectors,
    MetricsServer,
  ],
  exports: [Metrics, HttpMetrics, MetricsServer],
})
export class MetricsModule {}
