import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';
import { dataSourceOptions } from './data-source.js';
import { traceQueries } from '../tracing/query-tracing.js';
import { Tracing } from '../tracing/tracing.js';
import { guardPool } from './transaction.js';

/** The pg pool under TypeORM, for hot paths that want prepared statements without the ORM. */
export const DB_POOL = Symbol('DB_POOL');

@Global()
@Module({})
// TypeOrmModule closes the data source (and so the pool) on application shutdown.
export class DatabaseModule {
  static forRoot(): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            ...dataSourceOptions({ url: config.DATABASE_URL, poolSize: config.DB_POOL_SIZE, poolWaitMs: config.DB_POOL_WAIT_MS }),
            autoLoadEntities: true,
            retryAttempts: 3,
            retryDelay: 1000,
          }),
        }),
      ],
      providers: [
        {
          provide: DB_POOL,
          inject: [DataSource, { token: Tracing, optional: true }],
          // guarded: a terminated connection fails its unit of work, never the process (see guardPool);
          // with traces on, each query run under a span gets one (TypeORM's queries share the pool)
          useFactory: (ds: DataSource, tracing: Tracing | undefined): Pool =>
            traceQueries(guardPool((ds.driver as unknown as { master: Pool }).master), tracing),
        },
      ],
      exports: [DB_POOL],
    };
  }
}
