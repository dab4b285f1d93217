CREATE TABLE "agent_rebate_income" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_rebate_income_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"transfer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_income_positive" CHECK ("agent_rebate_income"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_rates" (
	"member_id" integer NOT NULL,
	"game_category" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_rates_member_id_game_category_effective_from_pk" PRIMARY KEY("member_id","game_category","effective_from"),
	CONSTRAINT "agent_rebate_rates_range" CHECK ("agent_rebate_rates"."rate_basis_points" between 0 and 300)
);
--> statement-breakpoint
ALTER TABLE "agent_rebate_income" ADD CONSTRAINT "agent_rebate_income_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_income" ADD CONSTRAINT "agent_rebate_income_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_rates" ADD CONSTRAINT "agent_rebate_rates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_rebate_income_agent_day_uq" ON "agent_rebate_income" USING btree ("agent_id","day");--> statement-breakpoint
CREATE INDEX "agent_rebate_income_day_idx" ON "agent_rebate_income" USING btree ("day");