CREATE TABLE "gold_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_adjustments_amount_chk" CHECK ("gold_adjustments"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "gold_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"gold_price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"limit_per_user" integer DEFAULT 1 NOT NULL,
	"days" integer,
	"amount_fen" integer,
	"threshold_fen" integer,
	"valid_days" integer,
	"coupon_type" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_items_numbers_chk" CHECK ("gold_items"."gold_price" > 0 and "gold_items"."stock" >= 0 and "gold_items"."limit_per_user" >= 1),
	CONSTRAINT "gold_items_grant_chk" CHECK (("gold_items"."type" = 1 and "gold_items"."days" is not null and "gold_items"."days" between 1 and 3660)
    or ("gold_items"."type" = 2 and "gold_items"."amount_fen" is not null and "gold_items"."amount_fen" > 0 and "gold_items"."threshold_fen" is not null and "gold_items"."threshold_fen" >= 0
      and "gold_items"."valid_days" is not null and "gold_items"."valid_days" >= 1 and "gold_items"."coupon_type" is not null)
    or ("gold_items"."type" = 3 and "gold_items"."amount_fen" is not null and "gold_items"."amount_fen" > 0))
);
--> statement-breakpoint
CREATE TABLE "gold_pack_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"pack_id" integer NOT NULL,
	"title" text NOT NULL,
	"gold" integer NOT NULL,
	"bonus_gold" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"pay_type" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_pack_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "gold_pack_orders_status_chk" CHECK ("gold_pack_orders"."status" in ('pending', 'paid', 'expired', 'closed')),
	CONSTRAINT "gold_pack_orders_numbers_chk" CHECK ("gold_pack_orders"."amount_fen" > 0 and "gold_pack_orders"."gold" > 0 and "gold_pack_orders"."bonus_gold" >= 0),
	CONSTRAINT "gold_pack_orders_pay_type_chk" CHECK ("gold_pack_orders"."pay_type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "gold_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"gold" integer NOT NULL,
	"bonus_gold" integer DEFAULT 0 NOT NULL,
	"price_fen" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_packs_numbers_chk" CHECK ("gold_packs"."gold" > 0 and "gold_packs"."bonus_gold" >= 0 and "gold_packs"."price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "gold_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"gold_spent" integer NOT NULL,
	"days" integer,
	"amount_fen" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_redemptions_gold_chk" CHECK ("gold_redemptions"."gold_spent" > 0)
);
--> statement-breakpoint
ALTER TABLE "gold_adjustments" ADD CONSTRAINT "gold_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_pack_orders" ADD CONSTRAINT "gold_pack_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_pack_orders" ADD CONSTRAINT "gold_pack_orders_pack_id_gold_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."gold_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_redemptions" ADD CONSTRAINT "gold_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_redemptions" ADD CONSTRAINT "gold_redemptions_item_id_gold_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."gold_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gold_items_type_idx" ON "gold_items" USING btree ("type","sort");--> statement-breakpoint
CREATE INDEX "gold_pack_orders_user_idx" ON "gold_pack_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "gold_pack_orders_pending_idx" ON "gold_pack_orders" USING btree ("expires_at") WHERE "gold_pack_orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "gold_pack_orders_one_pending_uq" ON "gold_pack_orders" USING btree ("user_id","pack_id") WHERE "gold_pack_orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "gold_redemptions_item_user_idx" ON "gold_redemptions" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "gold_redemptions_user_idx" ON "gold_redemptions" USING btree ("user_id","id");