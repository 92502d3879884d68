CREATE TABLE "cash_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "cash_outs_amount_positive" CHECK ("cash_outs"."amount_fen" > 0),
	CONSTRAINT "cash_outs_status" CHECK ("cash_outs"."status" in ('pending', 'paid', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "wechat_credentials" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parent_source" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mini_openid" text;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD CONSTRAINT "cash_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_outs_user_idx" ON "cash_outs" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mini_openid_unique" UNIQUE("mini_openid");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_device_id_unique" UNIQUE("device_id");