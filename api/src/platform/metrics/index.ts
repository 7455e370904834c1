// What modules use from platform metrics: the registry (counters and histograms of their own, gauges read at scrape time).
export { Metrics, sharedRead, type Sample } from './metrics.js';
export { MetricsServer } from './metrics-server.js';
