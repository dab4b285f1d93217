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
CREATE TABLE "operator_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"action" text NOT NULL,
	"merchant_id" integer,
	"member_id" integer,
	"subject_id" bigint,
	"amount_minor" bigint,
	"reason" text,
	"request_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username_key" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"merchant_id" integer,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone
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
CREATE TABLE "bank_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bank_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_password_guards" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdraw_banks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdraw_banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"account_min_length" integer NOT NULL,
	"account_max_length" integer NOT NULL,
	"account_prefix" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"withdrawal_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"daily_count" integer NOT NULL,
	"auto_approve_max_minor" bigint,
	CONSTRAINT "withdrawal_settings_range" CHECK ("withdrawal_settings"."min_minor" > 0 and "withdrawal_settings"."max_minor" >= "withdrawal_settings"."min_minor")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bank_card_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_number_masked" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_minor" > 0)
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
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_bank_id_withdraw_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."withdraw_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_password_guards" ADD CONSTRAINT "payment_password_guards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_banks" ADD CONSTRAINT "withdraw_banks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_settings" ADD CONSTRAINT "withdrawal_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_channels_merchant_channel_uq" ON "deposit_channels" USING btree ("merchant_id","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_member_request_uq" ON "deposit_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_created_idx" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_status_expires_idx" ON "deposit_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_promotions_merchant_code_uq" ON "deposit_promotions" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_providers_channel_code_uq" ON "deposit_providers" USING btree ("channel_id","code");--> statement-breakpoint
CREATE INDEX "operator_actions_operator_idx" ON "operator_actions" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_actions_request_uq" ON "operator_actions" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "operator_login_failures_username_idx" ON "operator_login_failures" USING btree ("username_key","created_at");--> statement-breakpoint
CREATE INDEX "operator_login_failures_ip_idx" ON "operator_login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_username_uq" ON "operators" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_bound_account_uq" ON "bank_cards" USING btree ("merchant_id","bank_id","account_number") WHERE "bank_cards"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "bank_cards_member_idx" ON "bank_cards" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_banks_merchant_code_uq" ON "withdraw_banks" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_events_status_uq" ON "withdrawal_events" USING btree ("withdrawal_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_member_request_uq" ON "withdrawals" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_created_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");