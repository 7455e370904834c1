export interface HealthResponse {
  status: 'ok';
}

export type DependencyName = 'postgres' | 'redis';

/** GET /api/ready: 200 when every dependency answers, 503 naming the ones that failed. */
export interface ReadyResponse {
  status: 'ready' | 'not_ready';
  checks: Record<DependencyName, 'up' | 'down'>;
  failed: DependencyName[];
}
