import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../http/openapi/api-answer.js';
import type { DependencyName, HealthResponse, ReadyResponse } from '@khela/contracts';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../redis/redis.module.js';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref())]);
}

@ApiTags('operations')
@Controller('api')
export class HealthController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get('health')
  @ApiOperation({ summary: 'Liveness: the process answers.' })
  @ApiAnswer('HealthResponse', { example: { status: 'ok' } })
  health(): HealthResponse {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: Postgres and Redis both answer (503 names the ones that do not).' })
  @ApiAnswer('ReadyResponse', {
    errors: { 503: { description: 'A dependency does not answer: named in `failed`.', schema: 'ReadyResponse' } },
  })
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadyResponse> {
    const [postgres, redis] = await Promise.all([
      withTimeout(this.dataSource.query('SELECT 1')).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      withTimeout(this.redis.ping()).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
    ]);
    const checks: Record<DependencyName, 'up' | 'down'> = { postgres, redis };
    const failed = (Object.keys(checks) as DependencyName[]).filter((k) => checks[k] === 'down');
    if (failed.length > 0) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: failed.length ? 'not_ready' : 'ready', checks, failed };
  }
}
