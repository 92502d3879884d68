CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "free_meal_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"order_price_fen" integer NOT NULL,
	"rebate_fen" integer NOT NULL,
	"member_rebate_fen" integer NOT NULL,
	"min_order_fen" integer DEFAULT 0 NOT NULL,
	"am_quota" integer DEFAULT 0 NOT NULL,
	"pm_quota" integer DEFAULT 0 NOT NULL,
	"am_start_time" text DEFAULT '10:00:00' NOT NULL,
	"am_end_time" text DEFAULT '14:00:00' NOT NULL,
	"pm_start_time" text DEFAULT '16:00:00' NOT NULL,
	"pm_end_time" text DEFAULT '21:00:00' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_meal_deals_money_chk" CHECK ("free_meal_deals"."order_price_fen" >= 0 and "free_meal_deals"."rebate_fen" >= 0 and "free_meal_deals"."member_rebate_fen" >= "free_meal_deals"."rebate_fen" and "free_meal_deals"."min_order_fen" >= 0),
	CONSTRAINT "free_meal_deals_quota_chk" CHECK ("free_meal_deals"."am_quota" >= 0 and "free_meal_deals"."pm_quota" >= 0)
);
--> statement-breakpoint
CREATE TABLE "free_meal_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"day" date NOT NULL,
	"window" text NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"order_price_fen" integer NOT NULL,
	"rebate_fen" integer NOT NULL,
	"min_order_fen" integer NOT NULL,
	"platform_order_no" text,
	"proof_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reject_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"proof_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_meal_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "free_meal_orders_status_chk" CHECK ("free_meal_orders"."status" in ('reserved', 'uploaded', 'approved', 'rejected', 'expired', 'cancelled')),
	CONSTRAINT "free_meal_orders_window_chk" CHECK ("free_meal_orders"."window" in ('am', 'pm'))
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"platform" text,
	"platform_url" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"rating" smallint DEFAULT 45 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"business_hours" text DEFAULT '' NOT NULL,
	"is_good" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_platform_chk" CHECK ("shops"."platform" is null or "shops"."platform" in ('mt', 'ele'))
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_balance_chk" CHECK ("wallet_ledger"."balance_after_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"frozen_fen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_chk" CHECK ("wallets"."balance_fen" >= 0),
	CONSTRAINT "wallets_frozen_chk" CHECK ("wallets"."frozen_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "free_meal_deals" ADD CONSTRAINT "free_meal_deals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_meal_orders" ADD CONSTRAINT "free_meal_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_meal_orders" ADD CONSTRAINT "free_meal_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_meal_orders" ADD CONSTRAINT "free_meal_orders_deal_id_free_meal_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."free_meal_deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_category_id_shop_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."shop_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_meal_deals_shop_enabled_uq" ON "free_meal_deals" USING btree ("shop_id") WHERE "free_meal_deals"."enabled";--> statement-breakpoint
CREATE INDEX "free_meal_orders_user_idx" ON "free_meal_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "free_meal_orders_deal_day_idx" ON "free_meal_orders" USING btree ("deal_id","day","status");--> statement-breakpoint
CREATE UNIQUE INDEX "free_meal_orders_one_per_day_uq" ON "free_meal_orders" USING btree ("user_id","shop_id","day") WHERE "free_meal_orders"."status" not in ('expired', 'cancelled');--> statement-breakpoint
CREATE INDEX "places_city_idx" ON "places" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "shops_city_idx" ON "shops" USING btree ("city_id","status");--> statement-breakpoint
CREATE INDEX "shops_category_idx" ON "shops" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_cause_uq" ON "wallet_ledger" USING btree ("user_id","kind","ref_type","ref_id");