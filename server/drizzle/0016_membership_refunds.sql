ALTER TABLE "member_orders" DROP CONSTRAINT "member_orders_status_chk";--> statement-breakpoint
ALTER TABLE "membership_grants" DROP CONSTRAINT "membership_grants_source_chk";--> statement-breakpoint
ALTER TABLE "membership_grants" DROP CONSTRAINT "membership_grants_days_chk";--> statement-breakpoint
DROP INDEX "membership_grants_cause_uq";--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_grants_cause_uq" ON "membership_grants" USING btree ("source","ref_id") WHERE "membership_grants"."source" in ('purchase', 'task', 'refund');--> statement-breakpoint
ALTER TABLE "member_orders" ADD CONSTRAINT "member_orders_status_chk" CHECK ("member_orders"."status" in ('pending', 'paid', 'expired', 'closed', 'refunded'));--> statement-breakpoint
ALTER TABLE "membership_grants" ADD CONSTRAINT "membership_grants_source_chk" CHECK ("membership_grants"."source" in ('purchase', 'trial', 'task', 'ops', 'gold', 'ops_revoke', 'refund'));--> statement-breakpoint
ALTER TABLE "membership_grants" ADD CONSTRAINT "membership_grants_days_chk" CHECK (("membership_grants"."source" in ('ops_revoke', 'refund') and "membership_grants"."days" <= 0) or ("membership_grants"."source" not in ('ops_revoke', 'refund') and "membership_grants"."days" > 0));