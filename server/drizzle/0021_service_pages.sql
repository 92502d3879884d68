CREATE TABLE "feedback_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"author" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" text,
	"order_kind" text,
	"order_id" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"unread" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedbacks_status_chk" CHECK ("feedbacks"."status" in ('waiting', 'replied', 'closed')),
	CONSTRAINT "feedbacks_type_chk" CHECK ("feedbacks"."type" in ('suggestion', 'order', 'rebate', 'account', 'other')),
	CONSTRAINT "feedbacks_order_chk" CHECK (("feedbacks"."order_kind" is null and "feedbacks"."order_id" is null) or ("feedbacks"."order_kind" in ('free_meal', 'bill') and "feedbacks"."order_id" is not null))
);
--> statement-breakpoint
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
CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"path" text,
	"notice_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"channel" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_outbox_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "wechat_subscriptions" (
	"user_id" integer NOT NULL,
	"template_id" text NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_subscriptions_user_id_template_id_pk" PRIMARY KEY("user_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "cooperate_applications" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "cooperate_applications" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "cooperate_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "settle_in_applications" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "settle_in_applications" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "settle_in_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_feedback_id_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedbacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeding_entries" ADD CONSTRAINT "seeding_entries_activity_id_seeding_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."seeding_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeding_entries" ADD CONSTRAINT "seeding_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_subscriptions" ADD CONSTRAINT "wechat_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_replies_feedback_idx" ON "feedback_replies" USING btree ("feedback_id","id");--> statement-breakpoint
CREATE INDEX "feedbacks_user_idx" ON "feedbacks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "feedbacks_status_idx" ON "feedbacks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "marketing_posts_platform_idx" ON "marketing_posts" USING btree ("platform","enabled","sort");--> statement-breakpoint
CREATE INDEX "seeding_activities_live_idx" ON "seeding_activities" USING btree ("enabled","end_time");--> statement-breakpoint
CREATE UNIQUE INDEX "seeding_entries_user_activity_uq" ON "seeding_entries" USING btree ("user_id","activity_id");--> statement-breakpoint
CREATE INDEX "seeding_entries_state_idx" ON "seeding_entries" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("status","next_attempt_at","id");--> statement-breakpoint
CREATE INDEX "cooperate_applications_user_idx" ON "cooperate_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cooperate_applications_ip_idx" ON "cooperate_applications" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "settle_in_applications_user_idx" ON "settle_in_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "settle_in_applications_ip_idx" ON "settle_in_applications" USING btree ("client_ip","created_at");