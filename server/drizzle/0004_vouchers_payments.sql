CREATE TABLE "business_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pay_type" smallint,
	"redeem_code" text,
	"valid_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "business_orders_redeem_code_unique" UNIQUE("redeem_code"),
	CONSTRAINT "business_orders_status_chk" CHECK ("business_orders"."status" in ('pending', 'paid', 'cancelled')),
	CONSTRAINT "business_orders_quantity_chk" CHECK ("business_orders"."quantity" between 1 and 99 and "business_orders"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"ref_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"pay_type" smallint NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_trade_no" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_payment_no_unique" UNIQUE("payment_no"),
	CONSTRAINT "payments_status_chk" CHECK ("payments"."status" in ('pending', 'paid', 'closed')),
	CONSTRAINT "payments_amount_chk" CHECK ("payments"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"title" text NOT NULL,
	"price_fen" integer NOT NULL,
	"face_value_fen" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 5 NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vouchers_money_chk" CHECK ("vouchers"."price_fen" > 0 and "vouchers"."face_value_fen" >= "vouchers"."price_fen"),
	CONSTRAINT "vouchers_stock_chk" CHECK ("vouchers"."sold" >= 0 and "vouchers"."sold" <= "vouchers"."stock")
);
--> statement-breakpoint
ALTER TABLE "business_orders" ADD CONSTRAINT "business_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_orders" ADD CONSTRAINT "business_orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_orders" ADD CONSTRAINT "business_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_orders_user_idx" ON "business_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "payments_ref_idx" ON "payments" USING btree ("purpose","ref_id");--> statement-breakpoint
CREATE INDEX "vouchers_shop_idx" ON "vouchers" USING btree ("shop_id");