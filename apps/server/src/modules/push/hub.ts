import pg from 'pg';
import { pushEvent, type PushEvent } from '@bo/contract';
import { PUSH_CHANNEL } from './events.js';

/** Who an open stream belongs to: taken from its session, never from the request. */
export interface PushSubscriber {
  gscode: string;
  userId: number;
  roleCode: string;
  marks: ReadonlySet<string>;
  send(event: PushEvent): void;
  /** Ends the stream (the process is stopping). */
  end(): void;
}

/** Whether `event` is for `who`: their branch, and their user, role or mark when the event names one. */
export function isFor(
  event: PushEvent,
  who: Pick<PushSubscriber, 'gscode' | 'userId' | 'roleCode' | 'marks'>,
): boolean {
  if (event.gscode !== who.gscode) return false;
  if (event.userId !== undefined && event.userId !== who.userId) return false;
  if (event.roles && !event.roles.includes(who.roleCode)) return false;
  if (event.mark && !who.marks.has(event.mark)) return false;
  return true;
}

/** Waits between reconnection tries of the listening connection. */
const RECONNECT_MS = [500, 1000, 2000, 5000, 10_000];

/**
 * One process's ear on the database: a dedicated connection that LISTENs on the push channel
 * (a transaction-mode pooler cannot keep a LISTEN, so it connects to PostgreSQL directly:
 * PUSH_DATABASE_URL, else the database's own URL) and hands each notification to the open
 * streams it is for. A lost connection is reopened; the streams are then told to `resync`,
 * since notifications sent meanwhile are lost.
 */
export class PushHub {
  private client: pg.Client | null = null;
  private readonly subscribers = new Set<PushSubscriber>();
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

  get size(): number {
    return this.subscribers.size;
  }

  async start(): Promise<void> {
    if (!this.url || this.closed) return;
    const client = new pg.Client({ connectionString: this.url, application_name: 'backoffice-push' });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      if (!this.closed) {
        this.log.warn({ err: err?.message }, 'push: the listening connection was lost; reconnecting');
        this.scheduleReconnect();
      }
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (n) => {
      if (n.channel === PUSH_CHANNEL && n.payload) this.dispatch(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PUSH_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      if (this.closed) return;
      this.log.warn({ err: (err as Error).message }, 'push: cannot listen; retrying');
      this.scheduleReconnect();
      return;
    }
    const wasReconnect = this.failures > 0;
    this.client = client;
    this.failures = 0;
    if (wasReconnect) for (const s of this.subscribers) s.send({ kind: 'resync', gscode: s.gscode });
  }

  private scheduleReconnect(): void {
    const wait = RECONNECT_MS[Math.min(this.failures, RECONNECT_MS.length - 1)];
    this.failures++;
    this.retry = setTimeout(() => void this.start(), wait);
    this.retry.unref();
  }

  /** Adds an open stream; returns what removes it. */
  subscribe(subscriber: PushSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  private dispatch(payload: string): void {
    let event: PushEvent;
    try {
      event = pushEvent.parse(JSON.parse(payload));
    } catch {
      this.log.warn({ payload: payload.slice(0, 200) }, 'push: a notification that is no push event was ignored');
      return;
    }
    for (const s of this.subscribers) if (isFor(event, s)) s.send(event);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    for (const s of this.subscribers) s.end();
    this.subscribers.clear();
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}
