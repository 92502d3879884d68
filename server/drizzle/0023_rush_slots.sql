CREATE TABLE "free_meal_slots" (
	"deal_id" integer NOT NULL,
	"day" date NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "free_meal_slots_deal_id_day_pk" PRIMARY KEY("deal_id","day")
);
--> statement-breakpoint
ALTER TABLE "free_meal_slots" ADD CONSTRAINT "free_meal_slots_deal_id_free_meal_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."free_meal_deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- the counters of the orders already stored: every order not expired or cancelled holds its slot
INSERT INTO "free_meal_slots" ("deal_id", "day", "taken")
SELECT "deal_id", "day", count(*)::int FROM "free_meal_orders"
WHERE "status" NOT IN ('expired', 'cancelled')
GROUP BY "deal_id", "day";
