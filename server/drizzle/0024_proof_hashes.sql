CREATE TABLE "proof_hashes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"url" text NOT NULL,
	"hash" bigint,
	"band0" integer,
	"band1" integer,
	"band2" integer,
	"band3" integer,
	"band4" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "free_meal_orders" ADD COLUMN "proof_ip" text;--> statement-breakpoint
ALTER TABLE "proof_hashes" ADD CONSTRAINT "proof_hashes_order_id_free_meal_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."free_meal_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proof_hashes_order_url_uq" ON "proof_hashes" USING btree ("order_id","url");--> statement-breakpoint
CREATE INDEX "proof_hashes_band0_idx" ON "proof_hashes" USING btree ("band0");--> statement-breakpoint
CREATE INDEX "proof_hashes_band1_idx" ON "proof_hashes" USING btree ("band1");--> statement-breakpoint
CREATE INDEX "proof_hashes_band2_idx" ON "proof_hashes" USING btree ("band2");--> statement-breakpoint
CREATE INDEX "proof_hashes_band3_idx" ON "proof_hashes" USING btree ("band3");--> statement-breakpoint
CREATE INDEX "proof_hashes_band4_idx" ON "proof_hashes" USING btree ("band4");--> statement-breakpoint
CREATE INDEX "free_meal_orders_platform_no_idx" ON "free_meal_orders" USING btree ("platform_order_no") WHERE "free_meal_orders"."platform_order_no" is not null;--> statement-breakpoint
CREATE INDEX "free_meal_orders_proof_ip_idx" ON "free_meal_orders" USING btree ("proof_ip") WHERE "free_meal_orders"."proof_ip" is not null;--> statement-breakpoint
CREATE INDEX "referrals_client_ip_idx" ON "referrals" USING btree ("client_ip") WHERE "referrals"."client_ip" is not null;