CREATE TABLE "discount_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_type" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"amount_fen" integer NOT NULL,
	"threshold_fen" integer DEFAULT 0 NOT NULL,
	"gold_price" integer DEFAULT 0 NOT NULL,
	"daily_limit" integer DEFAULT 1 NOT NULL,
	"valid_days" integer DEFAULT 1 NOT NULL,
	"link" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "discount_configs_coupon_type_unique" UNIQUE("coupon_type"),
	CONSTRAINT "discount_configs_money_chk" CHECK ("discount_configs"."amount_fen" > 0 and "discount_configs"."threshold_fen" >= 0 and "discount_configs"."gold_price" >= 0),
	CONSTRAINT "discount_configs_limits_chk" CHECK ("discount_configs"."daily_limit" >= 1 and "discount_configs"."valid_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "discount_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_redeems" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"config_id" integer NOT NULL,
	"coupon_type" integer NOT NULL,
	"title" text NOT NULL,
	"discount_url" text NOT NULL,
	"gold_spent" integer NOT NULL,
	"day" date NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_redeems_status_chk" CHECK ("discount_redeems"."status" in ('received', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "discount_url_opens" (
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"opens" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_url_opens_user_id_url_pk" PRIMARY KEY("user_id","url")
);
--> statement-breakpoint
CREATE TABLE "gold_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_accounts_balance_chk" CHECK ("gold_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gold_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_ledger_balance_chk" CHECK ("gold_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "red_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"threshold_fen" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"discount_url" text,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_cards_type_chk" CHECK ("red_cards"."type" in ('red_packet', 'coupon')),
	CONSTRAINT "red_cards_status_chk" CHECK ("red_cards"."status" in (0, 1)),
	CONSTRAINT "red_cards_money_chk" CHECK ("red_cards"."amount_fen" > 0 and "red_cards"."threshold_fen" >= 0 and "red_cards"."expire_at" > "red_cards"."start_at")
);
--> statement-breakpoint
ALTER TABLE "discount_logs" ADD CONSTRAINT "discount_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redeems" ADD CONSTRAINT "discount_redeems_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redeems" ADD CONSTRAINT "discount_redeems_config_id_discount_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."discount_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_url_opens" ADD CONSTRAINT "discount_url_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_accounts" ADD CONSTRAINT "gold_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_ledger" ADD CONSTRAINT "gold_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_cards" ADD CONSTRAINT "red_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_logs_created_idx" ON "discount_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "discount_redeems_user_day_idx" ON "discount_redeems" USING btree ("user_id","coupon_type","day");--> statement-breakpoint
CREATE INDEX "gold_ledger_user_idx" ON "gold_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gold_ledger_cause_uq" ON "gold_ledger" USING btree ("user_id","kind","ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "red_cards_user_idx" ON "red_cards" USING btree ("user_id","status","expire_at");--> statement-breakpoint
CREATE UNIQUE INDEX "red_cards_source_uq" ON "red_cards" USING btree ("source","source_id");