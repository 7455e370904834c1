import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from '../../../../migrations/index.js';

export interface DataSourceSettings {
  url: string;
  poolSize?: number;
  entities?: DataSourceOptions['entities'];
}

/** One place that knows how Khela talks to Postgres: the api, the worker, the CLI scripts and tests. */
export function dataSourceOptions({ url, poolSize = 10, entities = [] }: DataSourceSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: { max: poolSize, connectionTimeoutMillis: 5000, application_name: 'khela' },
  };
}

export function createDataSource(settings: DataSourceSettings): DataSource {
  return new DataSource(dataSourceOptions(settings));
}
