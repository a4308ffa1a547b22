import { sql, type SQL } from 'drizzle-orm';
import type { Session } from './session.js';

/** What the data scope needs of a session: its branch, and whose clients alone it reaches. */
export type DataScoped = Pick<Session, 'gscode' | 'ownDataOf'>;

const ALL = sql`true`;

/**
 * The one way to apply a role's data scope (issue 37 #1, docs/decisions/0145-data-scope.md),
 * beside inBranch for the branch: each function is the condition a row must meet for the
 * session, `true` when its role reaches the whole branch. A session of an `own` role reaches the
 * clients whose salesperson is its account, and everything that hangs off them: their orders (with
 * lines, events and notes), payments, carts, credit applications and figures.
 *
 * A row out of scope is "not found", as another branch's is: nothing tells it exists.
 */
export const ownClients = (s: DataScoped, c: SQL): SQL =>
  s.ownDataOf === null ? ALL : sql`${c}.salesperson_id = ${s.ownDataOf}`;

/** A row keyed by the client `clientId` (a column or a value): an order, payment, cart, application, roll-up row. */
export const ofOwnClient = (s: DataScoped, clientId: SQL): SQL =>
  s.ownDataOf === null
    ? ALL
    : sql`${clientId} in (select sc.id from clients sc where sc.gscode = ${s.gscode} and sc.salesperson_id = ${s.ownDataOf})`;

/** An order, under alias `o`. */
export const ownOrders = (s: DataScoped, o: SQL): SQL => ofOwnClient(s, sql`${o}.client_id`);

/**
 * A row that may be bound to a client (a shop account): an `own` session reaches those bound to
 * its clients and those bound to none (so it can find a new shop account and bind it).
 */
export const unboundOrOwn = (s: DataScoped, clientId: SQL): SQL =>
  s.ownDataOf === null ? ALL : sql`(${clientId} is null or ${ofOwnClient(s, clientId)})`;
