import pg from 'pg';

const reconnectAfterMs = 2000;

/**
 * LISTENs on Postgres channels over a dedicated connection (a pooled one would be handed to other work)
 * and calls `onNotify` for each notification and after every (re)connect, so whatever was signalled
 * while it was away is caught up. Reconnects after errors; `stop()` ends the connection and waits for
 * the loop, so nothing outlives the application. Used by the ledger's projections and the event relay.
 */
export class NotificationListener {
  private client: pg.Client | undefined;
  private loop: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly options: {
      databaseUrl: string;
      channels: readonly string[];
      applicationName: string;
      onNotify: () => void;
      onError: (error: Error) => void;
    },
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
    await this.loop;
  }

  private async run(): Promise<void> {
    const { databaseUrl, channels, applicationName, onNotify, onError } = this.options;
    while (!this.stopped) {
      const client = new pg.Client({ connectionString: databaseUrl, application_name: applicationName });
      // Attached first: an error before LISTEN (or a terminated connection later) ends this round, never the process.
      const closed = new Promise<void>((resolve) => {
        client.on('error', () => resolve());
        client.on('end', () => resolve());
      });
      this.client = client;
      try {
        await client.connect();
        client.on('notification', onNotify);
        for (const channel of channels) if (!this.stopped) await client.query(`LISTEN ${channel}`);
        if (!this.stopped) {
          onNotify(); // catch up on anything signalled while we were not listening
          await closed;
        }
      } catch (error) {
        if (!this.stopped) onError(error as Error);
      }
      await client.end().catch(() => undefined);
      if (!this.stopped) await new Promise((r) => setTimeout(r, reconnectAfterMs));
    }
  }
}
