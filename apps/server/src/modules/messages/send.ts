import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messages } from '../../db/schema.js';
import { publish } from '../push/public.js';

/** A message to write (schema.ts `messages`): who it is for decides who hears of it at once. */
export interface NewMessage {
  gscode: string;
  kind: 'notice' | 'message' | 'todo';
  title: string;
  titleEn?: string;
  body?: string;
  bodyEn?: string;
  sender?: { id: number; name: string };
  /** One user (a message, or a to-do for one person). */
  toUserId?: number;
  /** A notice for these roles only; none = the whole branch. */
  toRoles?: string[];
  /** A to-do for everyone of the branch holding this mark (e.g. 'role:edit' for power requests). */
  toMark?: string;
  /** What a to-do is about: its kind ('power', 'credit' …) and the record's id. */
  todoKind?: string;
  refId?: number;
  /** When it was written (default: the database's now); a job writing for a moment of its own says which. */
  at?: Date;
}

/**
 * The one way to write a message: in the caller's transaction, with the push that tells the
 * addressees' open consoles at commit (and not at all on rollback). Returns its id.
 */
export async function sendMessage(db: Db, m: NewMessage): Promise<number> {
  const [row] = await db
    .insert(messages)
    .values({
      gscode: m.gscode,
      kind: m.kind,
      title: m.title,
      titleEn: m.titleEn ?? '',
      body: m.body ?? '',
      bodyEn: m.bodyEn ?? '',
      senderId: m.sender?.id ?? null,
      senderName: m.sender?.name ?? '',
      toUserId: m.toUserId ?? null,
      toRoles: m.toRoles?.length ? m.toRoles : null,
      toMark: m.toMark ?? null,
      todoKind: m.todoKind ?? null,
      refId: m.refId ?? null,
      state: m.kind === 'todo' ? 'open' : null,
      ...(m.at ? { createdAt: m.at } : {}),
    })
    .returning({ id: messages.id });
  await publish(db, {
    kind: 'message',
    gscode: m.gscode,
    userId: m.toUserId,
    roles: m.toRoles?.length ? m.toRoles : undefined,
    mark: m.toMark,
  });
  return row.id;
}

/**
 * Marks the open to-dos about one record done (a power request decided, a credit application
 * audited), by whoever settled it, and tells the consoles that showed them.
 */
export async function settleTodos(
  db: Db,
  gscode: string,
  todoKind: string,
  refId: number,
  doneBy: string,
): Promise<void> {
  const settled = await db
    .update(messages)
    .set({ state: 'done', doneBy, doneAt: new Date() })
    .where(
      and(
        eq(messages.gscode, gscode),
        eq(messages.todoKind, todoKind),
        eq(messages.refId, refId),
        eq(messages.state, 'open'),
      ),
    )
    .returning({ toUserId: messages.toUserId, toMark: messages.toMark });
  for (const s of settled)
    await publish(db, { kind: 'message', gscode, userId: s.toUserId ?? undefined, mark: s.toMark ?? undefined });
}
