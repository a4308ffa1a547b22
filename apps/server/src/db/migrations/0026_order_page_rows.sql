-- The rows of one page of the order list (modules/orders/list.ts), given the page's ids in order:
-- the order with its client, salesperson and credit flag. A PL/pgSQL function, like the session's
-- (0009), so PostgreSQL keeps the plan per backend: planning this join took 0.6-0.9 ms of every
-- list request, more than running it. The ids are still chosen by a query built for the request's
-- filters and sort (list-query.ts pageIdsSql), planned with its values.
-- The columns are list-query.ts orderRowColumns; the flag is credit-used.ts (creditUsedSql,
-- creditLimitSql) as list.ts creditOverColumn writes it: change them together (credit.test.ts
-- compares this function's flags with creditOverColumn's).
CREATE FUNCTION bo_order_page_rows(p_ids bigint[], p_gscode text, p_tz text)
RETURNS TABLE (
  n bigint, id bigint, orderno text, created_at timestamptz, guestcode text, guestname text, items text, qty integer,
  amount text, paid text, pay_state smallint, status smallint, salesperson_id integer, salesperson text, channel text,
  version integer, credit_over boolean
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT p.n, o.id, o.orderno, o.created_at, c.guestcode, c.guestname, o.items, o.qty, o.amount::text, o.paid::text,
         o.pay_state, o.status, o.salesperson_id, coalesce(u.nick_name, ''), o.channel, o.version,
         (c.isyuejie = 1 AND o.status <> 9 AND o.amount > o.paid
          AND (SELECT coalesce(sum(s.amount - s.paid), 0) FROM order_sums s
                WHERE s.gscode = p_gscode AND s.client_id = c.id AND s.amount_band = -1 AND s.grain = 'a' AND s.status <> 9)
              > c.maxprice + CASE WHEN c.tmp_until IS NOT NULL AND c.tmp_until >= (now() AT TIME ZONE p_tz)::date THEN c.tmpprice ELSE 0 END)
    FROM unnest(p_ids) WITH ORDINALITY AS p(id, n)
    JOIN orders o ON o.id = p.id AND o.gscode = p_gscode
    JOIN clients c ON c.id = o.client_id
    LEFT JOIN users u ON u.id = o.salesperson_id
   ORDER BY p.n;
END $$;
