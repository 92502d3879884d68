CREATE TABLE "raffle_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"style" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"cost_gold" integer NOT NULL,
	"daily_limit" integer NOT NULL,
	"total_limit" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_activities_style_chk" CHECK ("raffle_activities"."style" in ('wheel', 'grid', 'flip', 'egg', 'scratch', 'capsule')),
	CONSTRAINT "raffle_activities_numbers_chk" CHECK ("raffle_activities"."cost_gold" >= 0 and "raffle_activities"."daily_limit" >= 1 and "raffle_activities"."total_limit" >= 1 and "raffle_activities"."end_at" > "raffle_activities"."start_at")
);
--> statement-breakpoint
CREATE TABLE "raffle_draw_counters" (
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"period" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "raffle_draw_counters_pk" PRIMARY KEY("user_id","activity_id","period"),
	CONSTRAINT "raffle_draw_counters_count_chk" CHECK ("raffle_draw_counters"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"prize_id" integer,
	"picked_prize_id" integer,
	"cost_gold" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer,
	"stock_left" integer,
	"threshold_fen" integer,
	"valid_days" integer,
	"coupon_type" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_prizes_kind_chk" CHECK ("raffle_prizes"."kind" in ('gold', 'cash', 'coupon', 'membership_days', 'goods', 'none')),
	CONSTRAINT "raffle_prizes_weight_chk" CHECK ("raffle_prizes"."weight" >= 0),
	CONSTRAINT "raffle_prizes_stock_chk" CHECK (("raffle_prizes"."stock" is null and "raffle_prizes"."stock_left" is null)
    or ("raffle_prizes"."stock" is not null and "raffle_prizes"."stock_left" is not null and "raffle_prizes"."stock_left" >= 0 and "raffle_prizes"."stock_left" <= "raffle_prizes"."stock")),
	CONSTRAINT "raffle_prizes_value_chk" CHECK (("raffle_prizes"."kind" in ('goods', 'none') and "raffle_prizes"."value" = 0)
    or ("raffle_prizes"."kind" in ('gold', 'cash', 'membership_days') and "raffle_prizes"."value" > 0)
    or ("raffle_prizes"."kind" = 'coupon' and "raffle_prizes"."value" > 0 and "raffle_prizes"."threshold_fen" is not null and "raffle_prizes"."threshold_fen" >= 0
      and "raffle_prizes"."valid_days" is not null and "raffle_prizes"."valid_days" >= 1 and "raffle_prizes"."coupon_type" is not null)),
	CONSTRAINT "raffle_prizes_consolation_chk" CHECK ("raffle_prizes"."kind" <> 'none' or ("raffle_prizes"."stock" is null and "raffle_prizes"."enabled"))
);
--> statement-breakpoint
CREATE TABLE "raffle_wins" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"activity_title" text NOT NULL,
	"prize_name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"ship_name" text,
	"ship_tel" text,
	"ship_address" text,
	"claimed_at" timestamp with time zone,
	"carrier" text,
	"tracking_no" text,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_wins_state_chk" CHECK ("raffle_wins"."state" in ('granted', 'to_claim', 'claimed', 'shipped')),
	CONSTRAINT "raffle_wins_goods_chk" CHECK (("raffle_wins"."kind" = 'goods' and "raffle_wins"."state" <> 'granted') or ("raffle_wins"."kind" not in ('goods', 'none') and "raffle_wins"."state" = 'granted')),
	CONSTRAINT "raffle_wins_claim_chk" CHECK ("raffle_wins"."state" not in ('claimed', 'shipped') or ("raffle_wins"."ship_name" is not null and "raffle_wins"."ship_tel" is not null and "raffle_wins"."ship_address" is not null and "raffle_wins"."claimed_at" is not null)),
	CONSTRAINT "raffle_wins_ship_chk" CHECK ("raffle_wins"."state" <> 'shipped' or ("raffle_wins"."carrier" is not null and "raffle_wins"."tracking_no" is not null and "raffle_wins"."shipped_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "membership_grants" DROP CONSTRAINT "membership_grants_source_chk";--> statement-breakpoint
DROP INDEX "membership_grants_cause_uq";--> statement-breakpoint
ALTER TABLE "raffle_draw_counters" ADD CONSTRAINT "raffle_draw_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draw_counters" ADD CONSTRAINT "raffle_draw_counters_activity_id_raffle_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."raffle_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_activity_id_raffle_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."raffle_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_prize_id_raffle_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."raffle_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_picked_prize_id_raffle_prizes_id_fk" FOREIGN KEY ("picked_prize_id") REFERENCES "public"."raffle_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prizes" ADD CONSTRAINT "raffle_prizes_activity_id_raffle_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."raffle_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_wins" ADD CONSTRAINT "raffle_wins_draw_id_raffle_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."raffle_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_wins" ADD CONSTRAINT "raffle_wins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_wins" ADD CONSTRAINT "raffle_wins_activity_id_raffle_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."raffle_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_wins" ADD CONSTRAINT "raffle_wins_prize_id_raffle_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."raffle_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "raffle_activities_window_idx" ON "raffle_activities" USING btree ("end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_draws_request_uq" ON "raffle_draws" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "raffle_draws_activity_user_idx" ON "raffle_draws" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "raffle_prizes_activity_idx" ON "raffle_prizes" USING btree ("activity_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_prizes_consolation_uq" ON "raffle_prizes" USING btree ("activity_id") WHERE "raffle_prizes"."kind" = 'none';--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_wins_draw_uq" ON "raffle_wins" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "raffle_wins_user_idx" ON "raffle_wins" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "raffle_wins_state_idx" ON "raffle_wins" USING btree ("state","id") WHERE "raffle_wins"."kind" = 'goods';--> statement-breakpoint
CREATE UNIQUE INDEX "membership_grants_cause_uq" ON "membership_grants" USING btree ("source","ref_id") WHERE "membership_grants"."source" in ('purchase', 'task', 'raffle', 'refund');--> statement-breakpoint
ALTER TABLE "membership_grants" ADD CONSTRAINT "membership_grants_source_chk" CHECK ("membership_grants"."source" in ('purchase', 'trial', 'task', 'ops', 'gold', 'raffle', 'ops_revoke', 'refund'));