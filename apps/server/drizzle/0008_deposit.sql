CREATE TABLE "deposit_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"channel" text NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"presets_minor" jsonb NOT NULL,
	"fee_basis_points" integer DEFAULT 0 NOT NULL,
	"fee_fixed_minor" bigint DEFAULT 0 NOT NULL,
	"expiry_minutes" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_channels_bounds" CHECK ("deposit_channels"."min_minor" > 0 and "deposit_channels"."max_minor" >= "deposit_channels"."min_minor"),
	CONSTRAINT "deposit_channels_fee" CHECK ("deposit_channels"."fee_basis_points" between 0 and 10000 and "deposit_channels"."fee_fixed_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_limits" (
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"limit_minor" bigint,
	"pending_limit_minor" bigint,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_limits_member_id_period_pk" PRIMARY KEY("member_id","period")
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"channel" text NOT NULL,
	"provider_code" text NOT NULL,
	"provider_name" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"credit_minor" bigint NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"promotion_id" integer,
	"pay_url" text,
	"qr_payload" text,
	"account" jsonb,
	"reference" text,
	"gateway_reference" text,
	"reject_reason" text,
	"reviewed_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "deposit_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "deposit_orders_amounts" CHECK ("deposit_orders"."amount_minor" > 0 and "deposit_orders"."fee_minor" >= 0 and "deposit_orders"."credit_minor" > 0 and "deposit_orders"."bonus_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"percent_basis_points" integer NOT NULL,
	"max_bonus_minor" bigint NOT NULL,
	"min_deposit_minor" bigint NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"account" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_receipts" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data_base64" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_simulator_payments" (
	"token" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"merchant_code" text NOT NULL,
	"channel" text NOT NULL,
	"provider_name" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_simulator_payments_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_promotion_id_deposit_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."deposit_promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_promotions" ADD CONSTRAINT "deposit_promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_providers" ADD CONSTRAINT "deposit_providers_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_receipts" ADD CONSTRAINT "deposit_receipts_order_id_deposit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."deposit_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_channels_merchant_channel_uq" ON "deposit_channels" USING btree ("merchant_id","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_member_request_uq" ON "deposit_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_created_idx" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_status_expires_idx" ON "deposit_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_promotions_merchant_code_uq" ON "deposit_promotions" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_providers_channel_code_uq" ON "deposit_providers" USING btree ("channel_id","code");