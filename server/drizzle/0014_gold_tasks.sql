ALTER TABLE "gold_task_claims" ADD COLUMN "period" text DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "gold_task_claims" ADD COLUMN "proof_id" integer;--> statement-breakpoint
ALTER TABLE "gold_tasks" ADD COLUMN "kind" text DEFAULT 'ad' NOT NULL;--> statement-breakpoint
ALTER TABLE "gold_tasks" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gold_tasks" ADD COLUMN "period" text DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "gold_tasks" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gold_task_claims_once_uq" ON "gold_task_claims" USING btree ("user_id","type","seq") WHERE "gold_task_claims"."period" = 'once';--> statement-breakpoint
CREATE UNIQUE INDEX "gold_task_claims_proof_uq" ON "gold_task_claims" USING btree ("type","proof_id");--> statement-breakpoint
ALTER TABLE "gold_tasks" ADD CONSTRAINT "gold_tasks_kind_chk" CHECK ("gold_tasks"."kind" in ('ad', 'share', 'free_meal', 'voucher'));--> statement-breakpoint
ALTER TABLE "gold_tasks" ADD CONSTRAINT "gold_tasks_period_chk" CHECK ("gold_tasks"."period" in ('day', 'once'));--> statement-breakpoint
-- the two tasks seeded before kinds existed (db/seed.ts inserts the new ones by type)
UPDATE "gold_tasks" SET "description" = '观看一段广告视频，看完即得金币', "sort" = 1 WHERE "type" = 1 AND "description" = '';--> statement-breakpoint
UPDATE "gold_tasks" SET "kind" = 'share', "description" = '把饭贝分享给好友或群聊', "sort" = 2 WHERE "type" = 2 AND "title" = '分享给好友';
