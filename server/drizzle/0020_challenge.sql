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
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entries" ADD CONSTRAINT "challenge_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entry_orders" ADD CONSTRAINT "challenge_entry_orders_entry_id_challenge_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."challenge_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entry_orders" ADD CONSTRAINT "challenge_entry_orders_order_id_free_meal_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."free_meal_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_entries_round_uq" ON "challenge_entries" USING btree ("user_id","challenge_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_entries_active_uq" ON "challenge_entries" USING btree ("user_id","challenge_id") WHERE "challenge_entries"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_entries_request_uq" ON "challenge_entries" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "challenge_entries_user_idx" ON "challenge_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "challenge_entries_due_idx" ON "challenge_entries" USING btree ("state","deadline");--> statement-breakpoint
CREATE INDEX "challenge_entry_orders_order_idx" ON "challenge_entry_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "challenges_live_idx" ON "challenges" USING btree ("status","sort");