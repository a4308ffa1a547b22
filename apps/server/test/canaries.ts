import type { TestContext } from './context.js';
import { uniq, type Ids } from './walk.js';

/**
 * Rows of every kind a call may name (a client, its member, order, order line, payment, cart,
 * visit, sign-in and operation-log rows, a role), planted in one branch: the walks that call every
 * call fill identifiers with them (quality/authorization.test.ts, quality/answers.test.ts).
 */

/** A branch's planted rows: the identifiers a caller may send, and the strings no other branch may ever read. */
export interface Branch {
  ids: Ids;
  markers: string[];
}

/**
 * Rows of every kind in `gscode` that no other branch may ever see. Identifiers (codes, names)
 * are what a caller may send; the canary string sits in the other fields, so a response that
 * merely echoes a request is no false alarm.
 */
export async function plantRows(ctx: TestContext, gscode: string, amount: string, tag = ''): Promise<Branch> {
  const q = <R extends Record<string, any> = Record<string, any>>(text: string, values: unknown[] = []) =>
    ctx.db.$client.query<R>(text, values).then((r) => r.rows);
  const canary = `CANARY${gscode}${tag}`;
  const [branch] = await q('select guestcode, name, longname from branches where gscode = $1', [gscode]);
  const clientCode = `K${gscode}X${tag}`;
  const clientName = `金鼎${gscode}号${tag}`;
  const [client] = await q(
    `insert into clients (gscode, guestcode, guestname, longname, linkman, note, address, mobile, email)
     values ($1, $2, $3, $4 || ' 有限公司', $4 || ' linkman', $4 || ' note', $4 || ' address', '13900000000', lower($4) || '@example.com') returning id`,
    [gscode, clientCode, clientName, canary],
  );
  const [member] = await q(
    `insert into members (gscode, client_id, user_name, wx_openid) values ($1, $2, $3 || '-member', $3 || '-openid') returning id`,
    [gscode, client.id, canary],
  );
  const [order] = await q(
    `insert into orders (gscode, orderno, client_id, status, amount) values ($1, $3 || '-O1', $2, 1, $4) returning id`,
    [gscode, client.id, canary, amount],
  );
  await q(
    `insert into order_lines (order_id, gscode, product, qty, price, amount) values ($1, $2, $3 || ' product', 1, $4, $4)`,
    [order.id, gscode, canary, amount],
  );
  const [payment] = await q(
    `insert into payments (gscode, order_id, client_id, amount, method, reference, reason) values ($1, $2, $3, $4, 'wechat', $5 || '-pay', $5 || ' reason') returning id`,
    [gscode, order.id, client.id, amount, canary],
  );
  const [cart] = await q(
    `insert into carts (gscode, client_id, member_id, items, item_count, qty, amount) values ($1, $2, $3, $4 || ' cart', 1, 1, 1) returning id`,
    [gscode, client.id, member.id, canary],
  );
  await q(`insert into cart_items (cart_id, product, qty, price, amount) values ($1, $2 || ' cart', 1, 1, 1)`, [
    cart.id,
    canary,
  ]);
  const [visit] = await q(
    `insert into visits (gscode, visitor_id, client_id, page) values ($1, $2 || '-visitor', $3, '/' || $2) returning id`,
    [gscode, canary, client.id],
  );
  const [login] = await q(
    `insert into login_log (gscode, user_name, ip, user_agent, success, reason) values ($1, 'canary-login', '10.0.0.7', $2 || ' agent', true, 'ok') returning id`,
    [gscode, canary],
  );
  const [oplog] = await q(
    `insert into operation_log (gscode, user_name, method, path, action, target_id, outcome, diff)
     values ($1, $2 || '-user', 'POST', '/api/canary', $2 || ' action', $2, 'ok', jsonb_build_object('note', jsonb_build_array('', $2::text))) returning id`,
    [gscode, canary],
  );
  const [role] = await q(
    `insert into roles (gscode, code, name, name_en) values ($1, $2, $3 || ' 角色', $3 || ' role') returning id`,
    [gscode, `canary${tag}`, canary],
  );
  const people = await q<{ nick_name: string; operators: string }>(
    'select nick_name, operators from users where gscode = $1',
    [gscode],
  );
  return {
    ids: {
      gscode,
      reguserno: branch.guestcode,
      clientCode,
      clientName,
      userNames: ['admin', 'canary-login'],
      rowIds: uniq(
        [client.id, member.id, order.id, payment.id, cart.id, visit.id, login.id, oplog.id, role.id].map(Number),
      ),
    },
    markers: uniq([
      canary,
      branch.name,
      branch.longname,
      amount,
      ...people.flatMap((p) => [p.nick_name, p.operators]).filter((s) => s.length >= 4),
    ]),
  };
}

/**
 * A client of `gscode` looked after by `salespersonId`, brought by a promoter, and what hangs off
 * it (a shop account, an order with a line and a note, a payment, a cart, a credit application), under ids from `idBase` up so no
 * other row of the branch shares one: the data-scope walk (quality/data-scope.test.ts) plants one
 * for the account and one for someone else. The canary string sits in fields a caller never sends.
 */
export async function plantClientRows(
  ctx: TestContext,
  p: { gscode: string; tag: string; salespersonId: number | null; idBase: number; amount: string },
): Promise<Branch> {
  const q = <R extends Record<string, any> = Record<string, any>>(text: string, values: unknown[] = []) =>
    ctx.db.$client.query<R>(text, values).then((r) => r.rows);
  const canary = `CANARY${p.gscode}${p.tag}`;
  const [client, order, payment, cart, credit, member, promoter] = [1, 2, 3, 4, 5, 6, 7].map((n) => p.idBase + n);
  const clientCode = `K${p.gscode}${p.tag}`;
  const clientName = `客户${p.gscode}${p.tag}`;
  // A promoter (a shop account bound to no client, so anyone may see it) who brought the client.
  await q(`insert into members (id, gscode, user_name) values ($1, $2, $3)`, [promoter, p.gscode, `promoter${p.tag}`]);
  await q(`insert into promoters (gscode, member_id) values ($1, $2)`, [p.gscode, promoter]);
  await q(
    `insert into clients (id, gscode, guestcode, guestname, longname, note, address, salesperson_id, isyuejie, promoter_id)
     values ($1, $2, $3, $4, $5 || ' 有限公司', $5 || ' note', $5 || ' address', $6, 1, $7)`,
    [client, p.gscode, clientCode, clientName, canary, p.salespersonId, promoter],
  );
  await q(
    `insert into members (id, gscode, client_id, user_name, nickname, mobile) values ($1, $2, $3, $4 || '-member', $4 || ' nickname', '13800000000')`,
    [member, p.gscode, client, canary],
  );
  await q(
    `insert into orders (id, gscode, orderno, client_id, status, amount, consignee, address, salesperson_id)
     values ($1, $2, $3 || '-O', $4, 1, $5, $3 || ' consignee', $3 || ' address', $6)`,
    [order, p.gscode, canary, client, p.amount, p.salespersonId],
  );
  await q(
    `insert into order_lines (order_id, gscode, product, qty, price, amount) values ($1, $2, $3 || ' product', 1, $4, $4)`,
    [order, p.gscode, canary, p.amount],
  );
  await q(`insert into order_notes (order_id, gscode, text) values ($1, $2, $3 || ' note')`, [order, p.gscode, canary]);
  await q(
    `insert into payments (id, gscode, order_id, client_id, amount, method, reference, reason)
     values ($1, $2, $3, $4, 1, 'bank', $5 || '-pay', $5 || ' reason')`,
    [payment, p.gscode, order, client, canary],
  );
  await q(
    `insert into carts (id, gscode, client_id, items, item_count, qty, amount) values ($1, $2, $3, $4 || ' cart', 1, 1, 1)`,
    [cart, p.gscode, client, canary],
  );
  await q(`insert into cart_items (cart_id, product, qty, price, amount) values ($1, $2 || ' cart', 1, 1, 1)`, [
    cart,
    canary,
  ]);
  await q(
    `insert into credit_applications (id, gscode, client_id, maxprice, reason) values ($1, $2, $3, 1000, $4 || ' credit')`,
    [credit, p.gscode, client, canary],
  );
  const [branch] = await q('select guestcode from branches where gscode = $1', [p.gscode]);
  return {
    ids: {
      gscode: p.gscode,
      reguserno: branch.guestcode,
      clientCode,
      clientName,
      userNames: [],
      rowIds: [client, order, payment, cart, credit, member, promoter],
    },
    markers: [canary, p.amount],
  };
}
