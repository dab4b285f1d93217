CREATE TABLE "rebate_claim_lines" (
	"claim_id" integer NOT NULL,
	"game_category" text NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "rebate_claim_lines_claim_id_game_category_pk" PRIMARY KEY("claim_id","game_category")
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rebate_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"after_transfer_id" integer NOT NULL,
	"through_transfer_id" integer NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"transfer_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_claims_span" CHECK ("rebate_claims"."through_transfer_id" > "rebate_claims"."after_transfer_id"),
	CONSTRAINT "rebate_claims_amount_positive" CHECK ("rebate_claims"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"merchant_id" integer NOT NULL,
	"club_label" text NOT NULL,
	"game_category" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	CONSTRAINT "rebate_rates_merchant_id_club_label_game_category_pk" PRIMARY KEY("merchant_id","club_label","game_category"),
	CONSTRAINT "rebate_rates_range" CHECK ("rebate_rates"."rate_basis_points" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "rebate_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"min_claim_minor" bigint NOT NULL,
	"turnover_multiple" integer NOT NULL,
	CONSTRAINT "rebate_settings_min_positive" CHECK ("rebate_settings"."min_claim_minor" > 0),
	CONSTRAINT "rebate_settings_multiple" CHECK ("rebate_settings"."turnover_multiple" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rebate_claim_lines" ADD CONSTRAINT "rebate_claim_lines_claim_id_rebate_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."rebate_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD CONSTRAINT "rebate_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_settings" ADD CONSTRAINT "rebate_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_member_start_uq" ON "rebate_claims" USING btree ("member_id","after_transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_member_request_uq" ON "rebate_claims" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "rebate_claims_member_created_idx" ON "rebate_claims" USING btree ("member_id","created_at");