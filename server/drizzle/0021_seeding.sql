CREATE TABLE "marketing_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text DEFAULT 'xhs' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seeding_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rule" text DEFAULT '' NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"platform" text NOT NULL,
	"allowed_hosts" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeding_activities_reward_chk" CHECK ("seeding_activities"."reward_kind" in ('gold', 'cash') and "seeding_activities"."reward_amount" > 0),
	CONSTRAINT "seeding_activities_window_chk" CHECK ("seeding_activities"."end_time" > "seeding_activities"."start_time")
);
--> statement-breakpoint
CREATE TABLE "seeding_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'applied' NOT NULL,
	"link" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reject_reason" text,
	"applied_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviews" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seeding_entries_state_chk" CHECK ("seeding_entries"."state" in ('applied', 'submitted', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "seeding_entries" ADD CONSTRAINT "seeding_entries_activity_id_seeding_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."seeding_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeding_entries" ADD CONSTRAINT "seeding_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_posts_platform_idx" ON "marketing_posts" USING btree ("platform","enabled","sort");--> statement-breakpoint
CREATE INDEX "seeding_activities_live_idx" ON "seeding_activities" USING btree ("enabled","end_time");--> statement-breakpoint
CREATE UNIQUE INDEX "seeding_entries_user_activity_uq" ON "seeding_entries" USING btree ("user_id","activity_id");--> statement-breakpoint
CREATE INDEX "seeding_entries_state_idx" ON "seeding_entries" USING btree ("state","submitted_at");