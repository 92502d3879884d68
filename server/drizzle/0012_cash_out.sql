CREATE TABLE "wallet_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_adjustments_amount_chk" CHECK ("wallet_adjustments"."amount_fen" <> 0)
);
--> statement-breakpoint
ALTER TABLE "cash_outs" ADD COLUMN "pay_type" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD COLUMN "account_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD COLUMN "account_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD COLUMN "fee_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD COLUMN "payout_ref" text;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD COLUMN "payout_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD COLUMN "payout_error" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cash_password_fails" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cash_password_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alipay_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "real_name" text;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_outs_user_created_idx" ON "cash_outs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_outs_status_idx" ON "cash_outs" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "cash_outs" ADD CONSTRAINT "cash_outs_fee_chk" CHECK ("cash_outs"."fee_fen" >= 0 and "cash_outs"."fee_fen" < "cash_outs"."amount_fen");--> statement-breakpoint
ALTER TABLE "cash_outs" ADD CONSTRAINT "cash_outs_pay_type_chk" CHECK ("cash_outs"."pay_type" in (1, 2));