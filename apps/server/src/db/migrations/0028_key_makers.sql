ALTER TABLE "soft_keys" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "soft_keys" ADD CONSTRAINT "soft_keys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Who made each key, from the name the key kept (a maker is an account of the key's branch).
UPDATE "soft_keys" k SET "created_by_id" = u."id"
  FROM "users" u WHERE u."gscode" = k."gscode" AND u."user_name" = k."created_by";--> statement-breakpoint
-- Issue 33 #1: a desktop key is for oneself, or made by someone who holds every mark its account's
-- role holds or would hold (grants active or not, role and catalogue rows in any state). Live keys
-- that break the rule, or whose maker is gone, are revoked; each revocation is logged in the
-- branch's operation log.
WITH account_marks AS (
  SELECT u."id" AS user_id, coalesce(array_agg(DISTINCT m."permission") FILTER (WHERE m."permission" IS NOT NULL), '{}') AS marks
    FROM "users" u
    LEFT JOIN "roles" r ON r."gscode" = u."gscode" AND r."code" = u."role_code"
    LEFT JOIN "role_menus" rm ON rm."role_id" = r."id"
    LEFT JOIN "menus" m ON m."id" = rm."menu_id" AND m."permission" <> ''
   GROUP BY u."id"
), held_marks AS (
  SELECT u."id" AS user_id, coalesce(array_agg(DISTINCT m."permission") FILTER (WHERE m."permission" IS NOT NULL), '{}') AS marks
    FROM "users" u
    LEFT JOIN "roles" r ON r."gscode" = u."gscode" AND r."code" = u."role_code" AND r."status" = 1
    LEFT JOIN "role_menus" rm ON rm."role_id" = r."id" AND rm."active"
    LEFT JOIN "menus" m ON m."id" = rm."menu_id" AND m."status" = 1 AND m."permission" <> ''
   WHERE u."status" = 1
   GROUP BY u."id"
), revoked AS (
  UPDATE "soft_keys" k SET "revoked_at" = now()
    FROM "users" a
   WHERE a."id" = k."user_id" AND k."revoked_at" IS NULL
     AND (k."created_by_id" IS NULL AND k."created_by" <> a."user_name"
          OR k."created_by_id" IS NOT NULL AND k."created_by_id" <> k."user_id"
             AND NOT ((SELECT am.marks FROM account_marks am WHERE am.user_id = k."user_id")
                      <@ coalesce((SELECT hm.marks FROM held_marks hm WHERE hm.user_id = k."created_by_id"), '{}')))
  RETURNING k."id", k."gscode", k."name", k."prefix", k."created_by", a."user_name"
)
INSERT INTO "operation_log" ("gscode", "user_name", "method", "path", "action", "target_id", "diff", "outcome")
SELECT r."gscode", 'system', 'MIGRATION', '0028_key_makers', 'revoke desktop key: its maker lacks marks of its account',
       r."id"::text,
       jsonb_build_object('name', jsonb_build_array(r."name", r."name"), 'prefix', jsonb_build_array(r."prefix", r."prefix"),
                          'account', jsonb_build_array(r."user_name", r."user_name"), 'createdBy', jsonb_build_array(r."created_by", r."created_by"),
                          'revoked', jsonb_build_array(false, true)),
       'ok'
  FROM revoked r;
