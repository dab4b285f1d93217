CREATE TABLE "vip_bonus_payments" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"ordinal" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"transfer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_bonus_payments_member_id_kind_period_key_pk" PRIMARY KEY("member_id","kind","period_key")
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"merchant_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"label" text NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"deposit_minor" bigint NOT NULL,
	"upgrade_bonus_minor" bigint NOT NULL,
	"birthday_bonus_minor" bigint NOT NULL,
	"monthly_bonus_minor" bigint NOT NULL,
	"daily_withdraw_count" integer NOT NULL,
	"daily_withdraw_minor" bigint NOT NULL,
	CONSTRAINT "vip_levels_merchant_id_ordinal_pk" PRIMARY KEY("merchant_id","ordinal"),
	CONSTRAINT "vip_levels_amounts" CHECK ("vip_levels"."ordinal" >= 0 and "vip_levels"."turnover_minor" >= 0 and "vip_levels"."deposit_minor" >= 0
      and "vip_levels"."upgrade_bonus_minor" >= 0 and "vip_levels"."birthday_bonus_minor" >= 0 and "vip_levels"."monthly_bonus_minor" >= 0
      and "vip_levels"."daily_withdraw_count" >= 0 and "vip_levels"."daily_withdraw_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"window_days" integer NOT NULL,
	"bonus_turnover_multiple" integer NOT NULL,
	CONSTRAINT "vip_settings_window" CHECK ("vip_settings"."window_days" between 1 and 365),
	CONSTRAINT "vip_settings_multiple" CHECK ("vip_settings"."bonus_turnover_multiple" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_upgrades" (
	"member_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"transfer_id" integer,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_upgrades_member_id_ordinal_pk" PRIMARY KEY("member_id","ordinal")
);
--> statement-breakpoint
ALTER TABLE "vip_bonus_payments" ADD CONSTRAINT "vip_bonus_payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_bonus_payments" ADD CONSTRAINT "vip_bonus_payments_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_settings" ADD CONSTRAINT "vip_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_upgrades" ADD CONSTRAINT "vip_upgrades_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_upgrades" ADD CONSTRAINT "vip_upgrades_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_merchant_label_uq" ON "vip_levels" USING btree ("merchant_id","label");