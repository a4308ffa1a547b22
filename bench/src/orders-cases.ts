import type pgTypes from 'pg';

/**
 * The order-list cases of the bench (issue 10 item 6), with real values of branch 001: its busiest
 * and a median client, a salesperson, recent days, a recent day's order-number prefix. Shared by
 * the bench (orders.ts) and its plan check (orders-explain.ts), so both look at the same queries.
 */
export async function orderCases(pool: pgTypes.Pool): Promise<{ name: string; query: Record<string, string> }[]> {
  const one = async (text: string) => (await pool.query(text)).rows[0];
  const busiest = (
    await one(`select c.guestcode from orders o join clients c on c.id = o.client_id where o.gscode = '001'
                               group by c.guestcode order by count(*) desc limit 1`)
  ).guestcode as string;
  const median = (
    await one(`select guestcode from (select c.guestcode, count(*) as n from orders o join clients c on c.id = o.client_id
                               where o.gscode = '001' group by c.guestcode) x order by n limit 1 offset (select count(distinct client_id) / 2 from orders where gscode = '001')`)
  ).guestcode as string;
  const sp = String(
    (await one(`select salesperson_id from orders where gscode = '001' and salesperson_id is not null limit 1`))
      .salesperson_id,
  );
  const today = (await one(`select (now() at time zone timezone)::date as d from branches where gscode = '001'`))
    .d as Date;
  const day = (offset: number) =>
    new Date(today.getTime() - offset * 86_400_000 + 12 * 3_600_000).toISOString().slice(0, 10);
  const recentNo = (await one(`select orderno from orders where gscode = '001' order by created_at desc limit 1`))
    .orderno as string;
  const dayPrefix = recentNo.split('-').slice(0, 2).join('-');

  return [
    { name: 'first page', query: {} },
    { name: 'page 50', query: { page: '50' } },
    { name: 'filter: last 30 days', query: { from: day(29), to: day(0) } },
    { name: 'filter: a past quarter', query: { from: day(400), to: day(310) } },
    { name: 'filter: in production', query: { status: '2' } },
    { name: 'filter: cancelled', query: { status: '9' } },
    { name: 'filter: partly paid', query: { payState: 'partial' } },
    { name: 'filter: counter', query: { channel: 'counter' } },
    { name: 'filter: busiest client', query: { client: busiest } },
    { name: 'filter: median client', query: { client: median } },
    { name: 'filter: order no. of a day', query: { orderno: dayPrefix } },
    { name: 'filter: amount 2000–2100', query: { amountMin: '2000', amountMax: '2100' } },
    { name: 'filter: amount ≥ 3000', query: { amountMin: '3000' } },
    { name: 'filter: salesperson', query: { salesperson: sp } },
    {
      name: 'combined: 30 days, confirmed + in production, pc + mobile',
      query: { from: day(29), to: day(0), status: '1,2', channel: 'pc,mobile' },
    },
    {
      name: 'combined: busiest client, last year, paid',
      query: { client: busiest, from: day(364), to: day(0), payState: 'paid' },
    },
    {
      name: 'combined: salesperson, counter, partly paid',
      query: { salesperson: sp, channel: 'counter', payState: 'partial' },
    },
    {
      name: 'combined: amount ≥ 1000, last 90 days, sorted by amount',
      query: { amountMin: '1000', from: day(89), to: day(0), sort: 'amount', order: 'desc' },
    },
    ...['time', 'amount', 'paid', 'orderno'].flatMap((sort) =>
      ['asc', 'desc'].map((order) => ({ name: `sort: ${sort} ${order}`, query: { sort, order } })),
    ),
    { name: 'sort: amount asc, cancelled, page 50', query: { sort: 'amount', order: 'asc', status: '9', page: '50' } },
  ];
}
