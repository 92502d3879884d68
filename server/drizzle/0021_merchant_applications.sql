ALTER TABLE "cooperate_applications" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "cooperate_applications" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "cooperate_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "settle_in_applications" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "settle_in_applications" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "settle_in_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "cooperate_applications_user_idx" ON "cooperate_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cooperate_applications_ip_idx" ON "cooperate_applications" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "settle_in_applications_user_idx" ON "settle_in_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "settle_in_applications_ip_idx" ON "settle_in_applications" USING btree ("client_ip","created_at");