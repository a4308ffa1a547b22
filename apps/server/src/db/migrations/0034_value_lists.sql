CREATE TABLE "value_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "value_list_items" ADD CONSTRAINT "value_list_items_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "value_list_items_name" ON "value_list_items" USING btree ("gscode","list","name");--> statement-breakpoint
CREATE INDEX "value_list_items_order" ON "value_list_items" USING btree ("gscode","list","sort","id");--> statement-breakpoint
-- The default items of a branch's value lists (issue 37 #10): the words the demo's clients use,
-- in both languages. Every new branch gets them (the trigger below); the branches already there
-- get them now. A branch then adds, renames, disables, reorders and removes its own.
CREATE FUNCTION bo_value_list_defaults(p_gscode text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO value_list_items (gscode, list, name, name_en, sort)
  SELECT p_gscode, d.list, d.name, d.name_en, d.sort
    FROM (VALUES
      ('khly', '官网', 'Website', 1), ('khly', '微信', 'WeChat', 2), ('khly', '转介绍', 'Referral', 3),
      ('khly', '展会', 'Trade fair', 4),
      ('guesttype', '企业', 'Company', 1), ('guesttype', '个人', 'Individual', 2), ('guesttype', '代理', 'Agent', 3),
      ('clientlevel', 'A', 'A', 1), ('clientlevel', 'B', 'B', 2), ('clientlevel', 'C', 'C', 3),
      ('clientlevel', 'D', 'D', 4),
      ('groupname', '重点客户', 'Key clients', 1), ('groupname', '普通客户', 'Regular clients', 2),
      ('groupname', '新客户', 'New clients', 3),
      ('hyline', '印刷包装', 'Printing and packaging', 1), ('hyline', '广告传媒', 'Advertising and media', 2),
      ('hyline', '教育培训', 'Education', 3), ('hyline', '金融保险', 'Finance and insurance', 4),
      ('hyline', '制造业', 'Manufacturing', 5), ('hyline', '互联网', 'Internet', 6),
      ('paytype', '现金', 'Cash', 1), ('paytype', '转账', 'Bank transfer', 2), ('paytype', '微信', 'WeChat', 3),
      ('paytype', '支付宝', 'Alipay', 4), ('paytype', '月结', 'Monthly settlement', 5),
      ('fptype', '不开票', 'No invoice', 1), ('fptype', '普通发票', 'Ordinary invoice', 2),
      ('fptype', '增值税专票', 'VAT special invoice', 3)
    ) AS d(list, name, name_en, sort)
  ON CONFLICT (gscode, list, name) DO NOTHING;
$$;--> statement-breakpoint
CREATE FUNCTION bo_value_lists_of_new_branch() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bo_value_list_defaults(NEW.gscode);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER branches_value_lists AFTER INSERT ON branches
  FOR EACH ROW EXECUTE FUNCTION bo_value_lists_of_new_branch();--> statement-breakpoint
SELECT bo_value_list_defaults(gscode) FROM branches;
