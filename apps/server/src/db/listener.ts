import pg from 'pg';

/** Waits between reconnection tries of the listening connection. */
const RECONNECT_MS = [500, 1000, 2000, 5000, 10_000];

interface ListenerHooks {
  /** Listening (again): notifications sent before now may not have been heard. */
  listening(info: { reconnect: boolean }): void;
  /** The connection was lost: what is sent until the next `listening` is not heard. */
  lost(): void;
}

/**
 * One process's ear on the database: a dedicated connection that LISTENs on the channels asked
 * for (a transaction-mode pooler cannot keep a LISTEN, so it connects to PostgreSQL directly:
 * PUSH_DATABASE_URL, else the database's own URL) and hands each notification to its channel's
 * handler. A lost connection is reopened; its users are told, since notifications sent meanwhile
 * are lost. The push hub and the session cache share it.
 */
export class DbListener {
  private client: pg.Client | null = null;
  private readonly handlers = new Map<string, (payload: string) => void>();
  private readonly hooks: Partial<ListenerHooks>[] = [];
  private closed = false;
  private failures = 0;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string | undefined,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  get listening(): boolean {
    return this.client !== null;
  }

  /** Hands the notifications of `channel` (a plain identifier) to `handler`; asked before start(). */
  on(channel: string, handler: (payload: string) => void): void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    this.handlers.set(channel, handler);
  }

  /** Told when listening starts again and when it is lost. */
  watch(hooks: Partial<ListenerHooks>): void {
    this.hooks.push(hooks);
  }

  async start(): Promise<void> {
    if (!this.url || this.closed) return;
    const client = new pg.Client({ connectionString: this.url, application_name: 'backoffice-listen' });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      for (const h of this.hooks) h.lost?.();
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      if (!this.closed) {
        this.log.warn({ err: err?.message }, 'listen: the listening connection was lost; reconnecting');
        this.scheduleReconnect();
      }
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (n) => {
      if (n.payload) this.handlers.get(n.channel)?.(n.payload);
    });
    try {
      await client.connect();
      await client.query([...this.handlers.keys()].map((c) => `LISTEN ${c};`).join(' '));
    } catch (err) {
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      if (this.closed) return;
      this.log.warn({ err: (err as Error).message }, 'listen: cannot listen; retrying');
      this.scheduleReconnect();
      return;
    }
    const reconnect = this.failures > 0;
    this.client = client;
    this.failures = 0;
    for (const h of this.hooks) h.listening?.({ reconnect });
  }

  private scheduleReconnect(): void {
    const wait = RECONNECT_MS[Math.min(this.failures, RECONNECT_MS.length - 1)];
    this.failures++;
    this.retry = setTimeout(() => void this.start(), wait);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) {
      for (const h of this.hooks) h.lost?.();
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}
