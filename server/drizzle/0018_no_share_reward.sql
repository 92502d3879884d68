-- Sharing earns no gold (docs/rules.md "Sign-in and gold coins"): the share task is switched off; its past claims stay.
UPDATE "gold_tasks" SET "enabled" = false WHERE "kind" = 'share';--> statement-breakpoint
ALTER TABLE "gold_tasks" ADD CONSTRAINT "gold_tasks_share_disabled_chk" CHECK ("gold_tasks"."kind" <> 'share' or not "gold_tasks"."enabled");
