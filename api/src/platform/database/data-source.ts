import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from '../../../../migrations/index.js';

export interface DataSourceSettings {
  url: string;
  poolSize?: number;
  /** How long a query waits for a free connection before it fails (answered 503). */
  poolWaitMs?: number;
  entities?: DataSourceOptions['entities'];
}

/** One place that knows how Khela talks to Postgres: the api, the worker, the CLI scripts and tests. */
export function dataSourceOptions({ url, poolSize = 10, poolWaitMs = 5000, entities = [] }: DataSourceSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: { max: poolSize, connectionTimeoutMillis: poolWaitMs, application_name: 'khela' },
  };
}

export function createDataSource(settings: DataSourceSettings): DataSource {
  return new DataSource(dataSourceOptions(settings));
}
