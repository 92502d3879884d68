CREATE TABLE "business_order_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_order_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "business_order_codes_seq_chk" CHECK ("business_order_codes"."seq" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "business_orders" DROP CONSTRAINT "business_orders_redeem_code_unique";--> statement-breakpoint
ALTER TABLE "business_order_codes" ADD CONSTRAINT "business_order_codes_order_id_business_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."business_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_order_codes_order_seq_uq" ON "business_order_codes" USING btree ("order_id","seq");--> statement-breakpoint
-- Paid orders keep their one code as the first voucher's and get a code for each other voucher
-- bought (12 random digits; a rare collision is skipped and filled by the next pass).
INSERT INTO "business_order_codes" ("order_id", "seq", "code", "created_at")
SELECT "id", 1, "redeem_code", coalesce("paid_at", "created_at") FROM "business_orders" WHERE "redeem_code" IS NOT NULL;--> statement-breakpoint
INSERT INTO "business_order_codes" ("order_id", "seq", "code", "created_at")
SELECT o."id", s.seq, lpad(floor(random() * 1000000000000)::bigint::text, 12, '0'), coalesce(o."paid_at", o."created_at")
FROM "business_orders" o CROSS JOIN LATERAL generate_series(1, o."quantity") AS s(seq)
WHERE o."status" = 'paid' AND NOT EXISTS (SELECT 1 FROM "business_order_codes" c WHERE c."order_id" = o."id" AND c."seq" = s.seq)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "business_order_codes" ("order_id", "seq", "code", "created_at")
SELECT o."id", s.seq, lpad(floor(random() * 1000000000000)::bigint::text, 12, '0'), coalesce(o."paid_at", o."created_at")
FROM "business_orders" o CROSS JOIN LATERAL generate_series(1, o."quantity") AS s(seq)
WHERE o."status" = 'paid' AND NOT EXISTS (SELECT 1 FROM "business_order_codes" c WHERE c."order_id" = o."id" AND c."seq" = s.seq)
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "business_orders" DROP COLUMN "redeem_code";