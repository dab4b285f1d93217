CREATE TABLE "agent_contract_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contract_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"net_loss_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"transfer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contract_settlements_amount" CHECK ("agent_contract_settlements"."amount_minor" > 0),
	CONSTRAINT "agent_contract_settlements_paid" CHECK (("agent_contract_settlements"."status" = 'PAID') = ("agent_contract_settlements"."transfer_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"offerer_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text,
	"tiers" jsonb NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_kind" CHECK ("agent_contracts"."kind" IN ('DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY')),
	CONSTRAINT "agent_contracts_period" CHECK (("agent_contracts"."kind" = 'DIVIDEND') = ("agent_contracts"."period" IS NOT NULL)),
	CONSTRAINT "agent_contracts_two_members" CHECK ("agent_contracts"."offerer_id" <> "agent_contracts"."receiver_id")
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "agent_dividends" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contract_settlements" ADD CONSTRAINT "agent_contract_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_settlements" ADD CONSTRAINT "agent_contract_settlements_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_offerer_id_members_id_fk" FOREIGN KEY ("offerer_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_receiver_id_members_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_settlements_period_uq" ON "agent_contract_settlements" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_settlements_key_uq" ON "agent_contract_settlements" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_request_uq" ON "agent_contracts" USING btree ("offerer_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_offer_uq" ON "agent_contracts" USING btree ("receiver_id","kind") WHERE "agent_contracts"."status" = 'OFFERED';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_accepted_uq" ON "agent_contracts" USING btree ("receiver_id","kind") WHERE "agent_contracts"."status" = 'ACCEPTED';--> statement-breakpoint
CREATE INDEX "agent_contracts_offerer_idx" ON "agent_contracts" USING btree ("offerer_id","kind","id");--> statement-breakpoint
CREATE INDEX "agent_contracts_kind_status_idx" ON "agent_contracts" USING btree ("kind","status");