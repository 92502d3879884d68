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
ALTER TABLE "blind_box_help_days" ADD CONSTRAINT "blind_box_help_days_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_box_helps" ADD CONSTRAINT "blind_box_helps_box_id_blind_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."blind_boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_box_helps" ADD CONSTRAINT "blind_box_helps_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_boxes" ADD CONSTRAINT "blind_boxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blind_box_helps_box_helper_uq" ON "blind_box_helps" USING btree ("box_id","helper_id");--> statement-breakpoint
CREATE INDEX "blind_box_helps_helper_idx" ON "blind_box_helps" USING btree ("helper_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "blind_boxes_code_uq" ON "blind_boxes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "blind_boxes_one_open_uq" ON "blind_boxes" USING btree ("user_id") WHERE "blind_boxes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "blind_boxes_user_idx" ON "blind_boxes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "blind_boxes_lapse_idx" ON "blind_boxes" USING btree ("status","expires_at");