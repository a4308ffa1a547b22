import { pushEvent, type PushEvent } from '@bo/contract';
import type { DbListener } from '../../db/listener.js';
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

/** How long the hub remembers the events it heard, for a console (re)opening its stream to catch up with. */
export const PUSH_REMEMBER_MS = 60_000;
/** At most this many events remembered; beyond, the oldest are forgotten (and a console that needs them resyncs). */
const REMEMBER_MAX = 2000;

/**
 * The open push streams of this process, fed by the database listener (db/listener.ts) on the
 * push channel: each notification goes to the streams it is for. When listening was lost and
 * starts again, the streams are told to `resync`, since notifications sent meanwhile are lost.
 */
export class PushHub {
  private readonly subscribers = new Set<PushSubscriber>();
  /** The events heard in the last PUSH_REMEMBER_MS, oldest first, with when they were heard (this.now()). */
  private readonly recent: { at: number; event: PushEvent }[] = [];
  /** Since when the hub has heard every event: the listening connection's (re)start, or the last event forgotten early. */
  private completeSince: number | null = null;

  constructor(
    private readonly listener: DbListener,
    private readonly log: { warn(obj: object, msg: string): void },
    /** A monotonic clock in ms (tests move it). */
    private readonly now: () => number = () => performance.now(),
  ) {
    listener.on(PUSH_CHANNEL, (payload) => this.dispatch(payload));
    listener.watch({
      listening: ({ reconnect }) => {
        this.completeSince = this.now();
        if (reconnect) for (const s of this.subscribers) s.send({ kind: 'resync', gscode: s.gscode });
      },
      lost: () => {
        this.completeSince = null;
        this.recent.length = 0;
      },
    });
  }

  get listening(): boolean {
    return this.listener.listening;
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Adds an open stream; returns what removes it. */
  subscribe(subscriber: PushSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /**
   * What a console that has heard nothing for the last `sinceMs` ms missed, as the events to send it
   * now: one per kind among the events for `who` heard in that time (a console refreshes by kind),
   * none when nothing happened. A plain `resync` instead when the hub cannot vouch for the whole
   * time (longer ago than it remembers, not listening then, or events forgotten early), or when
   * the console gave no time.
   */
  missed(who: Pick<PushSubscriber, 'gscode' | 'userId' | 'roleCode' | 'marks'>, sinceMs?: number): PushEvent[] {
    const resync: PushEvent[] = [{ kind: 'resync', gscode: who.gscode }];
    if (sinceMs === undefined || sinceMs > PUSH_REMEMBER_MS) return resync;
    const from = this.now() - sinceMs;
    if (this.completeSince === null || this.completeSince > from) return resync;
    const kinds = new Map<PushEvent['kind'], PushEvent>();
    for (const r of this.recent) if (r.at >= from && isFor(r.event, who)) kinds.set(r.event.kind, r.event);
    return [...kinds.values()];
  }

  /** Remembers an event heard now, and forgets those older than PUSH_REMEMBER_MS (or beyond REMEMBER_MAX). */
  private remember(event: PushEvent): void {
    const at = this.now();
    this.recent.push({ at, event });
    let drop = 0;
    while (drop < this.recent.length && this.recent[drop].at < at - PUSH_REMEMBER_MS) drop++;
    if (this.recent.length - drop > REMEMBER_MAX) {
      drop = this.recent.length - REMEMBER_MAX;
      // What is forgotten early can no longer be vouched for.
      this.completeSince = this.recent[drop - 1].at;
    }
    this.recent.splice(0, drop);
  }

  private dispatch(payload: string): void {
    let event: PushEvent;
    try {
      event = pushEvent.parse(JSON.parse(payload));
    } catch {
      this.log.warn({ payload: payload.slice(0, 200) }, 'push: a notification that is no push event was ignored');
      return;
    }
    this.remember(event);
    for (const s of this.subscribers) if (isFor(event, s)) s.send(event);
  }

  /** Ends every open stream (the process is stopping); the listener is closed by its owner. */
  close(): void {
    for (const s of this.subscribers) s.end();
    this.subscribers.clear();
  }
}
