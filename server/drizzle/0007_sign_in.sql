CREATE TABLE "gold_task_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" integer NOT NULL,
	"day" date NOT NULL,
	"seq" smallint NOT NULL,
	"gold" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_task_claims_seq_chk" CHECK ("gold_task_claims"."seq" >= 1),
	CONSTRAINT "gold_task_claims_gold_chk" CHECK ("gold_task_claims"."gold" > 0)
);
--> statement-breakpoint
CREATE TABLE "gold_tasks" (
	"type" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"gold" integer NOT NULL,
	"daily_cap" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "gold_tasks_gold_chk" CHECK ("gold_tasks"."gold" > 0),
	CONSTRAINT "gold_tasks_daily_cap_chk" CHECK ("gold_tasks"."daily_cap" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"made_up" boolean DEFAULT false NOT NULL,
	"streak" smallint NOT NULL,
	"gold" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ins_streak_chk" CHECK ("sign_ins"."streak" >= 1),
	CONSTRAINT "sign_ins_gold_chk" CHECK ("sign_ins"."gold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_memberships" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gold_task_claims" ADD CONSTRAINT "gold_task_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_task_claims" ADD CONSTRAINT "gold_task_claims_type_gold_tasks_type_fk" FOREIGN KEY ("type") REFERENCES "public"."gold_tasks"("type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gold_task_claims_seq_uq" ON "gold_task_claims" USING btree ("user_id","type","day","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_ins_user_day_uq" ON "sign_ins" USING btree ("user_id","day");