-- Issue 33 #3, "One rule for every saved link" (docs/decisions.md): every stored link that fails
-- the one link rule (packages/contract src/link-words.ts, LINK_PATTERN_SOURCE, matched here with
-- ~* exactly as JavaScript matches it with the flag i) is cleared to '' (no link), and each
-- cleared value is written to the operation log: the branch ('' for the platform-wide menu
-- catalogue), the table and row, the value before, no user (method MIGRATE). The links:
--   banners.link                      (pc, ad and wxapp slots): the rule
--   menus.link                        (the catalogue): the rule, absolute addresses only; embed goes with the link
--   branch_documents kind 'home'      each section's "link" (the notice bar): the rule
-- One statement, the pattern written once: data-modifying WITH parts all read the rows as they
-- were before it. Running it again changes nothing (the test of the rule runs it on purpose).
WITH rule AS (
  SELECT '^(?:https?://(?:(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?)(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}|0))?(?:[/?#](?:[^\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\u0022\u0027\u0060\u003c\u003e\u005c\u0025]|\u0025(?![01][0-9a-f]|7f|5c|22|27|60|3c|3e|c2\u0025[89][0-9a-f]|e2\u002580\u0025a[89])[0-9a-f]{2})*)?|/(?!/|\u00252f)(?:[^\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\u0022\u0027\u0060\u003c\u003e\u005c\u0025]|\u0025(?![01][0-9a-f]|7f|5c|22|27|60|3c|3e|c2\u0025[89][0-9a-f]|e2\u002580\u0025a[89])[0-9a-f]{2})*)$'::text AS re
),
bad_banners AS (
  SELECT b.id, b.gscode, b.link FROM banners b, rule WHERE b.link <> '' AND b.link !~* rule.re
),
bad_menus AS (
  SELECT m.id, m.link FROM menus m, rule WHERE m.link <> '' AND (m.link !~* rule.re OR m.link LIKE '/%')
),
bad_home AS (
  SELECT d.gscode, (e.i - 1)::int AS idx, coalesce(e.s->>'key', '') AS section, e.s->>'link' AS link
    FROM branch_documents d
    CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(d.value->'sections') = 'array' THEN d.value->'sections' ELSE '[]'::jsonb END)
      WITH ORDINALITY AS e(s, i)
    CROSS JOIN rule
   WHERE d.kind = 'home' AND jsonb_typeof(e.s) = 'object' AND jsonb_typeof(e.s->'link') = 'string'
     AND e.s->>'link' <> '' AND e.s->>'link' !~* rule.re
),
cleared_banners AS (
  UPDATE banners b SET link = '', version = b.version + 1, updated_at = now()
    FROM bad_banners x WHERE b.id = x.id
  RETURNING b.id
),
cleared_menus AS (
  UPDATE menus m SET link = '', embed = false
    FROM bad_menus x WHERE m.id = x.id
  RETURNING m.id
),
cleared_home AS (
  UPDATE branch_documents d
     SET value = jsonb_set(d.value, '{sections}', (
           SELECT jsonb_agg(CASE WHEN EXISTS (SELECT 1 FROM bad_home h WHERE h.gscode = d.gscode AND h.idx = e.i - 1)
                                 THEN jsonb_set(e.s, '{link}', '""'::jsonb) ELSE e.s END ORDER BY e.i)
             FROM jsonb_array_elements(d.value->'sections') WITH ORDINALITY AS e(s, i))),
         version = d.version + 1, updated_at = now()
   WHERE d.kind = 'home' AND d.gscode IN (SELECT gscode FROM bad_home)
  RETURNING d.gscode
)
INSERT INTO operation_log (gscode, user_id, user_name, method, path, action, target_id, diff, outcome)
SELECT x.gscode, NULL, '', 'MIGRATE', '/migrations/0029_safe_links', 'cleared a saved link failing the link rule',
       x.target, jsonb_build_object('link', jsonb_build_array(x.link, '')), 'ok'
  FROM (
    SELECT gscode, 'banners:' || id AS target, link, 1 AS n, id AS k FROM bad_banners
    UNION ALL
    SELECT '', 'menus:' || id, link, 2, id FROM bad_menus
    UNION ALL
    SELECT gscode, 'branch_documents:home:sections:' || idx || ':' || section, link, 3, idx FROM bad_home
  ) x
 ORDER BY x.n, x.gscode, x.k;
