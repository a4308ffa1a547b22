import { sql } from 'drizzle-orm';
import { CartList } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { sendMessage } from '../messages/public.js';
import { iso } from '../../db/row-values.js';

/** At most one abandoned-cart to-do per branch in this time. */
const DIGEST_EVERY_MS = 24 * 3_600_000;

/** What one branch's look found: a to-do written for `carts` abandoned carts, or why none. */
export type CartTodoOutcome =
  { written: true; carts: number; amount: string } | { written: false; reason: 'recent' | 'none' | 'closed' };

/**
 * The abandoned carts as a to-do (issue 14 #4): once a day at most, a branch whose carts
 * became abandoned since its last such to-do (not changed for the branch's abandon days) gets
 * one to-do for the holders of the cart page's mark: how many, linking to the carts page. The
 * newest replaces the one before, which is settled. Several processes may run it at once: a
 * transaction-scoped lock per branch lets one write. One branch's look (the scheduled task
 * 'cart-todos', modules/tasks, runs it per branch).
 */
export async function writeCartTodo(db: Db, gscode: string, now = new Date()): Promise<CartTodoOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cart-todos\n${gscode}`}, 0))`);
    const { rows: found } = await tx.execute(
      sql`select cart_abandon_days as days from branches where gscode = ${gscode} and status = 1`,
    );
    if (!found.length) return { written: false, reason: 'closed' } as const;
    const days = Number(found[0].days);
    const { rows: last } = await tx.execute(sql`
      select max(created_at) as at from messages where gscode = ${gscode} and kind = 'todo' and todo_kind = 'cart'`);
    const lastAt = last[0]?.at ? new Date(iso(last[0].at)) : null;
    if (lastAt && now.getTime() - lastAt.getTime() < DIGEST_EVERY_MS)
      return { written: false, reason: 'recent' } as const;
    // Carts that crossed the line since the last to-do's (or within the last day, for the first).
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    const from = new Date((lastAt ?? new Date(now.getTime() - DIGEST_EVERY_MS)).getTime() - days * 86_400_000);
    const { rows } = await tx.execute(sql`
      select count(*)::int as n, coalesce(sum(amount), 0)::text as amount from carts
       where gscode = ${gscode} and updated_at > ${from.toISOString()}::timestamptz and updated_at <= ${cutoff.toISOString()}::timestamptz`);
    const n = Number(rows[0].n);
    if (n === 0) return { written: false, reason: 'none' } as const;
    await tx.execute(sql`
      update messages set state = 'done', done_by = '', done_at = now()
       where gscode = ${gscode} and kind = 'todo' and todo_kind = 'cart' and state = 'open'`);
    const amount = String(rows[0].amount);
    await sendMessage(tx as unknown as Db, {
      gscode,
      kind: 'todo',
      title: `${n} 个购物车被放弃，可以联系客户`,
      titleEn: `${n} cart${n === 1 ? '' : 's'} abandoned: worth a call to the clients`,
      body: `这些购物车已 ${days} 天没有变动，合计 ${amount} 元。在客户购物车页面筛选“已放弃”查看。`,
      bodyEn: `These carts have not changed for ${days} days, ${amount} yuan in all. Filter the client carts page by "abandoned" to see them.`,
      toMark: CartList.mark as string,
      todoKind: 'cart',
      at: now,
    });
    return { written: true, carts: n, amount } as const;
  });
}

/** writeCartTodo for every open branch, one after the other; returns the branches written to. */
export async function writeCartTodos(db: Db, now = new Date()): Promise<string[]> {
  const { rows: branches } = await db.execute(sql`select gscode from branches where status = 1 order by gscode`);
  const written: string[] = [];
  for (const b of branches as { gscode: string }[]) {
    if ((await writeCartTodo(db, b.gscode, now)).written) written.push(b.gscode);
  }
  return written;
}
