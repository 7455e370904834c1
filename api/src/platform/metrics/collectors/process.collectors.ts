import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Namespaces } from '@khela/contracts';
import type { Pool } from 'pg';
import type { Namespace } from 'socket.io';
import { DB_POOL } from '../../database/database.module.js';
import { PlayerGateway } from '../../realtime/player.gateway.js';
import { StaffGateway } from '../../realtime/staff.gateway.js';
import { Metrics } from '../metrics.js';

/**
 * What belongs to this process alone, read at scrape time: its Postgres pool and the sockets connected
 * to it per namespace (with the Redis adapter, each api process reports its own; sum them for the site).
 */
@Injectable()
export class ProcessCollectors {
  constructor(@Inject(Metrics) metrics: Metrics, @Inject(DB_POOL) pool: Pool, @Inject(ModuleRef) moduleRef: ModuleRef) {
    const max = (pool as Pool & { options: { max?: number } }).options.max ?? 10;
    metrics.scrapedGauge({
      name: 'khela_db_pool_connections',
      help: "This process's Postgres pool: connections by state (total, idle, in_use), requests waiting for one (waiting), and its size (max).",
      labelNames: ['state'] as const,
      read: () => [
        { labels: { state: 'total' }, value: pool.totalCount },
        { labels: { state: 'idle' }, value: pool.idleCount },
        { labels: { state: 'in_use' }, value: pool.totalCount - pool.idleCount },
        { labels: { state: 'waiting' }, value: pool.waitingCount },
        { labels: { state: 'max' }, value: max },
      ],
    });

    // Gateways exist only where HTTP is served (api and all roles); a worker reports no socket series.
    const namespaceOf = (gateway: typeof PlayerGateway | typeof StaffGateway): Namespace | undefined => {
      try {
        return moduleRef.get(gateway, { strict: false }).namespace;
      } catch {
        return undefined;
      }
    };
    metrics.scrapedGauge({
      name: 'khela_socket_connections',
      help: 'socket.io connections open on this process, per namespace.',
      labelNames: ['namespace'] as const,
      read: () =>
        (
          [
            [Namespaces.player, namespaceOf(PlayerGateway)],
            [Namespaces.staff, namespaceOf(StaffGateway)],
          ] as const
        ).flatMap(([name, namespace]) => (namespace ? [{ labels: { namespace: name }, value: namespace.sockets.size }] : [])),
    });
  }
}
