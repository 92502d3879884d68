CREATE TABLE "user_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"cause_type" text NOT NULL,
	"cause_id" integer NOT NULL,
	"base_fen" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"hold_reason" text,
	"release_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"reversal_reason" text,
	"taken_back_fen" bigint DEFAULT 0 NOT NULL,
	"owed_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_level_chk" CHECK ("commissions"."level" in (1, 2)),
	CONSTRAINT "commissions_status_chk" CHECK ("commissions"."status" in ('pending', 'held', 'credited', 'reversed', 'refused')),
	CONSTRAINT "commissions_amount_chk" CHECK ("commissions"."amount_fen" > 0 and "commissions"."base_fen" > 0),
	CONSTRAINT "commissions_owed_chk" CHECK ("commissions"."owed_fen" >= 0 and "commissions"."taken_back_fen" >= 0 and "commissions"."owed_fen" + "commissions"."taken_back_fen" <= "commissions"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"source" smallint NOT NULL,
	"via" text DEFAULT 'link' NOT NULL,
	"client_ip" text,
	"device_id" text,
	"bound_at" timestamp with time zone NOT NULL,
	"valid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ranking_refreshes" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"kind" text NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ranking_refreshes_period_period_start_kind_pk" PRIMARY KEY("period","period_start","kind")
);
--> statement-breakpoint
CREATE TABLE "ranking_scores" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "ranking_scores_period_period_start_kind_user_id_pk" PRIMARY KEY("period","period_start","kind","user_id")
);
--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_uq" ON "user_identities" USING btree ("user_id","kind","value");--> statement-breakpoint
CREATE INDEX "user_identities_value_idx" ON "user_identities" USING btree ("kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_cause_uq" ON "commissions" USING btree ("cause_type","cause_id","beneficiary_id","level");--> statement-breakpoint
CREATE INDEX "commissions_due_idx" ON "commissions" USING btree ("status","release_at");--> statement-breakpoint
CREATE INDEX "commissions_beneficiary_idx" ON "commissions" USING btree ("beneficiary_id","id");--> statement-breakpoint
CREATE INDEX "commissions_member_idx" ON "commissions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_id","bound_at");--> statement-breakpoint
CREATE INDEX "referrals_valid_idx" ON "referrals" USING btree ("valid_at");--> statement-breakpoint
CREATE INDEX "ranking_scores_rank_idx" ON "ranking_scores" USING btree ("period","period_start","kind","value" DESC NULLS LAST,"user_id");--> statement-breakpoint
-- Bindings made before referrals were recorded: their row, without the client address they no longer have.
INSERT INTO "referrals" ("invitee_id", "inviter_id", "source", "via", "device_id", "bound_at")
SELECT "id", "parent_id", coalesce("parent_source", 0), 'link', "device_id", coalesce("parent_bound_at", "created_at") FROM "users" WHERE "parent_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "user_identities" ("user_id", "kind", "value", "first_seen_at")
SELECT "id", 'device', "device_id", "created_at" FROM "users" WHERE "device_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "user_identities" ("user_id", "kind", "value", "first_seen_at")
SELECT "id", 'wechat', coalesce("unionid", "openid", "mini_openid"), "created_at" FROM "users" WHERE coalesce("unionid", "openid", "mini_openid") IS NOT NULL;
