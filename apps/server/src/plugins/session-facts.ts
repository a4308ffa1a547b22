import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import type { DbListener } from '../db/listener.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's kept sessions (app.ts): long work settles on it before it says it is done. */
    sessionFacts: SessionFacts;
  }
}

/** The channel of migration 0041's triggers: what a session was read from changed. */
export const SESSION_CHANNEL = 'bo_session';

/** What changed: one session, one account's sessions, one branch's, or anything. */
export type FactsChange =
  { kind: 'session'; id: number } | { kind: 'user'; id: number } | { kind: 'branch'; gscode: string } | { kind: 'all' };

/** A kept entry is read again after this long even if nothing was heard (a notification lost some other way). */
export const FACTS_MAX_AGE_MS = 60_000;
/** How long a write waits to hear its own marker back before forgetting everything instead. */
const SETTLE_WAIT_MS = 1000;

function parseChange(payload: string): FactsChange | null {
  if (payload === '*') return { kind: 'all' };
  const [prefix, key] = [payload.slice(0, 2), payload.slice(2)];
  if (prefix === 's:' && /^\d+$/.test(key)) return { kind: 'session', id: Number(key) };
  if (prefix === 'u:' && /^\d+$/.test(key)) return { kind: 'user', id: Number(key) };
  if (prefix === 'g:' && key) return { kind: 'branch', gscode: key };
  return null;
}

/**
 * Sessions and what hangs on them (marks, menus), kept per process instead of read from the
 * database on every call (issue 38 #7). Safe only while this process hears every change: the
 * caches work while the database listener (db/listener.ts) listens on SESSION_CHANNEL, are
 * emptied when it is lost and start again empty when it is back. Migration 0041's triggers
 * announce every change at commit, so another process forgets within the notification's trip.
 * This process's own writes wait for that trip (settle), so its next call never sees the past.
 */
export class SessionFacts {
  private active = false;
  /** Changes heard and caches emptied: a read that started before one is not kept (it may predate it). */
  private heard = 0;
  private readonly caches: FactsCache<unknown>[] = [];
  private readonly watchers: ((change: FactsChange) => void)[] = [];
  private readonly waiting = new Map<string, () => void>();
  private readonly me = randomBytes(6).toString('hex');
  private markers = 0;

  constructor(
    private readonly db: Pick<Db, '$client'>,
    listener: Pick<DbListener, 'on' | 'watch'>,
    private readonly log: { warn(obj: object, msg: string): void },
    /** A monotonic clock in ms for the caches' entries (tests move it). */
    private readonly now: () => number = () => performance.now(),
  ) {
    listener.on(SESSION_CHANNEL, (payload) => this.onNotification(payload));
    listener.watch({
      listening: () => {
        this.forgetAll();
        this.active = true;
      },
      lost: () => {
        this.active = false;
        this.forgetAll();
        for (const done of this.waiting.values()) done();
      },
    });
  }

  /** A cache of T by key, whose entries `matches` says a change makes stale. */
  cache<T>(matches: (key: string, value: T, change: FactsChange) => boolean, maxEntries = 10_000): FactsCache<T> {
    const cache = new FactsCache<T>(this, matches, maxEntries, this.now);
    this.caches.push(cache as FactsCache<unknown>);
    return cache;
  }

  /**
   * Told of every change heard, and of `all` when listening starts or is lost: for what another
   * part keeps by its own rules (a branch's time-outs and upload limit, plugins/branch-limits.ts).
   */
  onChange(watcher: (change: FactsChange) => void): void {
    this.watchers.push(watcher);
  }

  /** Whether entries may be kept now, and the count of changes heard so far. */
  get state(): { active: boolean; heard: number } {
    return { active: this.active, heard: this.heard };
  }

  /**
   * Waits until this process has heard every change committed before now: it sends a marker of
   * its own on the channel and waits for it (PostgreSQL delivers notifications in commit order).
   * Called after each write, whose changes are committed by then. Not heard in time: everything
   * is forgotten instead.
   */
  async settle(): Promise<void> {
    if (!this.active) return;
    const marker = `sync:${this.me}:${++this.markers}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.waiting.set(marker, () => resolve(true));
      timer = setTimeout(() => resolve(false), SETTLE_WAIT_MS);
    });
    try {
      await this.db.$client.query('select pg_notify($1, $2)', [SESSION_CHANNEL, marker]);
      if (!(await heard)) {
        this.log.warn({}, 'session facts: own marker not heard in time; forgetting every kept session');
        this.forgetAll();
      }
    } finally {
      clearTimeout(timer);
      this.waiting.delete(marker);
    }
  }

  private onNotification(payload: string): void {
    if (payload.startsWith('sync:')) {
      this.waiting.get(payload)?.();
      return;
    }
    const change = parseChange(payload);
    this.heard++;
    if (!change) {
      this.log.warn({ payload: payload.slice(0, 100) }, 'session facts: an unknown change; forgetting everything');
      this.forgetAll();
      return;
    }
    for (const cache of this.caches) cache.forgetWhere(change);
    for (const watcher of this.watchers) watcher(change);
  }

  private forgetAll(): void {
    // A read under way now began before this: it is not kept either.
    this.heard++;
    for (const cache of this.caches) cache.clear();
    for (const watcher of this.watchers) watcher({ kind: 'all' });
  }
}

/** Entries of one kind (see SessionFacts.cache); each kept at most FACTS_MAX_AGE_MS. */
export class FactsCache<T> {
  private readonly entries = new Map<string, { value: T; at: number }>();

  constructor(
    private readonly facts: SessionFacts,
    private readonly matches: (key: string, value: T, change: FactsChange) => boolean,
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  /** The entry of `key` and when it was read (this.now()), else what `load` reads, kept when safe. */
  async read(key: string, load: () => Promise<T | undefined>): Promise<{ value: T; at: number } | undefined> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at <= FACTS_MAX_AGE_MS) return hit;
    if (hit) this.entries.delete(key);
    const before = this.facts.state;
    const at = this.now();
    const value = await load();
    if (value === undefined) return undefined;
    const after = this.facts.state;
    const entry = { value, at };
    if (before.active && after.active && before.heard === after.heard) {
      this.entries.set(key, entry);
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return entry;
  }

  /** Replaces a kept entry (its value changed by this process), if it is still kept. */
  replace(key: string, value: T, at: number): void {
    if (this.entries.has(key)) this.entries.set(key, { value, at });
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  forgetWhere(change: FactsChange): void {
    if (change.kind === 'all') return this.clear();
    for (const [key, e] of this.entries) if (this.matches(key, e.value, change)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
