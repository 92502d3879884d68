CREATE TABLE "member_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"member_type_id" integer NOT NULL,
	"member_type_name" text NOT NULL,
	"days" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"pay_type" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "member_orders_status_chk" CHECK ("member_orders"."status" in ('pending', 'paid', 'expired', 'closed')),
	CONSTRAINT "member_orders_money_chk" CHECK ("member_orders"."amount_fen" > 0 and "member_orders"."days" > 0),
	CONSTRAINT "member_orders_pay_type_chk" CHECK ("member_orders"."pay_type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "member_task_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"target" integer NOT NULL,
	"award_days" integer NOT NULL,
	"path" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "member_tasks_kind_chk" CHECK ("member_tasks"."kind" in ('invite', 'sign_in_streak')),
	CONSTRAINT "member_tasks_numbers_chk" CHECK ("member_tasks"."target" >= 1 and "member_tasks"."award_days" between 1 and 3660)
);
--> statement-breakpoint
CREATE TABLE "member_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_fen" integer NOT NULL,
	"original_price_fen" integer,
	"days" integer NOT NULL,
	"gold_price" integer,
	"tag" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_types_money_chk" CHECK ("member_types"."price_fen" > 0 and ("member_types"."original_price_fen" is null or "member_types"."original_price_fen" >= "member_types"."price_fen")),
	CONSTRAINT "member_types_days_chk" CHECK ("member_types"."days" between 1 and 3660),
	CONSTRAINT "member_types_gold_chk" CHECK ("member_types"."gold_price" is null or "member_types"."gold_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "membership_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"ref_id" integer,
	"days" integer NOT NULL,
	"expire_before" timestamp with time zone,
	"expire_after" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_grants_source_chk" CHECK ("membership_grants"."source" in ('purchase', 'trial', 'task', 'ops', 'gold', 'ops_revoke')),
	CONSTRAINT "membership_grants_days_chk" CHECK (("membership_grants"."source" = 'ops_revoke' and "membership_grants"."days" <= 0) or ("membership_grants"."source" <> 'ops_revoke' and "membership_grants"."days" > 0))
);
--> statement-breakpoint
ALTER TABLE "member_orders" ADD CONSTRAINT "member_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_orders" ADD CONSTRAINT "member_orders_member_type_id_member_types_id_fk" FOREIGN KEY ("member_type_id") REFERENCES "public"."member_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_task_claims" ADD CONSTRAINT "member_task_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_task_claims" ADD CONSTRAINT "member_task_claims_task_id_member_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."member_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_grants" ADD CONSTRAINT "membership_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_orders_user_idx" ON "member_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "member_orders_pending_idx" ON "member_orders" USING btree ("expires_at") WHERE "member_orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "member_orders_one_pending_uq" ON "member_orders" USING btree ("user_id","member_type_id") WHERE "member_orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "member_task_claims_user_task_uq" ON "member_task_claims" USING btree ("user_id","task_id");--> statement-breakpoint
CREATE INDEX "membership_grants_user_idx" ON "membership_grants" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_grants_trial_uq" ON "membership_grants" USING btree ("user_id") WHERE "membership_grants"."source" = 'trial';--> statement-breakpoint
CREATE UNIQUE INDEX "membership_grants_cause_uq" ON "membership_grants" USING btree ("source","ref_id") WHERE "membership_grants"."source" in ('purchase', 'task');