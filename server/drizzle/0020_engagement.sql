CREATE TABLE "blind_box_help_days" (
	"helper_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blind_box_help_days_helper_id_day_pk" PRIMARY KEY("helper_id","day"),
	CONSTRAINT "blind_box_help_days_count_chk" CHECK ("blind_box_help_days"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "blind_box_helps" (
	"id" serial PRIMARY KEY NOT NULL,
	"box_id" integer NOT NULL,
	"helper_id" integer NOT NULL,
	"points" smallint NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blind_box_helps_points_chk" CHECK ("blind_box_helps"."points" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "blind_box_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"helpers_needed" integer NOT NULL,
	"daily_help_cap" integer NOT NULL,
	"new_user_double" boolean NOT NULL,
	"lifetime_hours" integer NOT NULL,
	"contents" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blind_box_settings_one_chk" CHECK ("blind_box_settings"."id" = 1),
	CONSTRAINT "blind_box_settings_values_chk" CHECK ("blind_box_settings"."helpers_needed" >= 1 and "blind_box_settings"."daily_help_cap" >= 1 and "blind_box_settings"."lifetime_hours" >= 1)
);
--> statement-breakpoint
CREATE TABLE "blind_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"helpers_needed" integer NOT NULL,
	"new_user_double" boolean NOT NULL,
	"contents" jsonb NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"prize_kind" text,
	"prize_amount" integer,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	CONSTRAINT "blind_boxes_status_chk" CHECK ("blind_boxes"."status" in ('open', 'opened', 'expired')),
	CONSTRAINT "blind_boxes_progress_chk" CHECK ("blind_boxes"."progress" >= 0 and "blind_boxes"."progress" <= "blind_boxes"."helpers_needed"),
	CONSTRAINT "blind_boxes_prize_chk" CHECK (("blind_boxes"."status" = 'opened') = ("blind_boxes"."prize_kind" is not null and "blind_boxes"."prize_amount" > 0))
);
--> statement-breakpoint
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
CREATE TABLE "challenge_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"round" integer NOT NULL,
	"request_id" text,
	"goal" integer NOT NULL,
	"entry_gold" integer NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"reward_granted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "challenge_entries_state_chk" CHECK ("challenge_entries"."state" in ('active', 'completed', 'failed')),
	CONSTRAINT "challenge_entries_progress_chk" CHECK ("challenge_entries"."progress" >= 0 and "challenge_entries"."progress" <= "challenge_entries"."goal")
);
--> statement-breakpoint
CREATE TABLE "challenge_entry_orders" (
	"entry_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "challenge_entry_orders_entry_id_order_id_pk" PRIMARY KEY("entry_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"goal" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"entry_gold" integer DEFAULT 0 NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"join_until" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_terms_chk" CHECK ("challenges"."goal" > 0 and "challenges"."duration_days" > 0 and "challenges"."entry_gold" >= 0 and "challenges"."reward_amount" > 0),
	CONSTRAINT "challenges_reward_kind_chk" CHECK ("challenges"."reward_kind" in ('gold', 'cash')),
	CONSTRAINT "challenges_status_chk" CHECK ("challenges"."status" in ('live', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "membership_grants" DROP CONSTRAINT "membership_grants_source_chk";--> statement-breakpoint
DROP INDEX "membership_grants_cause_uq";--> statement-breakpoint
ALTER TABLE "blind_box_help_days" ADD CONSTRAINT "blind_box_help_days_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_box_helps" ADD CONSTRAINT "blind_box_helps_box_id_blind_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."blind_boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_box_helps" ADD CONSTRAINT "blind_box_helps_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_boxes" ADD CONSTRAINT "blind_boxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entry_orders" ADD CONSTRAINT "challenge_entry_orders_entry_id_challenge_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."challenge_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entry_orders" ADD CONSTRAINT "challenge_entry_orders_order_id_free_meal_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."free_meal_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blind_box_helps_box_helper_uq" ON "blind_box_helps" USING btree ("box_id","helper_id");--> statement-breakpoint
CREATE INDEX "blind_box_helps_helper_idx" ON "blind_box_helps" USING btree ("helper_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "blind_boxes_code_uq" ON "blind_boxes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "blind_boxes_one_open_uq" ON "blind_boxes" USING btree ("user_id") WHERE "blind_boxes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "blind_boxes_user_idx" ON "blind_boxes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "blind_boxes_lapse_idx" ON "blind_boxes" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "raffle_activities_window_idx" ON "raffle_activities" USING btree ("end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_draws_request_uq" ON "raffle_draws" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "raffle_draws_activity_user_idx" ON "raffle_draws" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "raffle_prizes_activity_idx" ON "raffle_prizes" USING btree ("activity_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_prizes_consolation_uq" ON "raffle_prizes" USING btree ("activity_id") WHERE "raffle_prizes"."kind" = 'none';--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_wins_draw_uq" ON "raffle_wins" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "raffle_wins_user_idx" ON "raffle_wins" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "raffle_wins_state_idx" ON "raffle_wins" USING btree ("state","id") WHERE "raffle_wins"."kind" = 'goods';--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_entries_round_uq" ON "challenge_entries" USING btree ("user_id","challenge_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_entries_active_uq" ON "challenge_entries" USING btree ("user_id","challenge_id") WHERE "challenge_entries"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_entries_request_uq" ON "challenge_entries" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "challenge_entries_user_idx" ON "challenge_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "challenge_entries_due_idx" ON "challenge_entries" USING btree ("state","deadline");--> statement-breakpoint
CREATE INDEX "challenge_entry_orders_order_idx" ON "challenge_entry_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "challenges_live_idx" ON "challenges" USING btree ("status","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_grants_cause_uq" ON "membership_grants" USING btree ("source","ref_id") WHERE "membership_grants"."source" in ('purchase', 'task', 'raffle', 'refund');--> statement-breakpoint
ALTER TABLE "membership_grants" ADD CONSTRAINT "membership_grants_source_chk" CHECK ("membership_grants"."source" in ('purchase', 'trial', 'task', 'ops', 'gold', 'raffle', 'ops_revoke', 'refund'));