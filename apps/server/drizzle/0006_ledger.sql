CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer,
	"channel" text DEFAULT '' NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_member_not_negative" CHECK ("ledger_accounts"."member_id" IS NULL OR "ledger_accounts"."balance_minor" >= 0),
	CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."member_id" IS NOT NULL) = ("ledger_accounts"."kind" IN ('member-wallet', 'member-hold')))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transfer_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_amount_not_zero" CHECK ("ledger_postings"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount_minor" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "turnover_requirements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "turnover_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"required_minor" bigint NOT NULL,
	"wagered_minor" bigint DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"met_at" timestamp with time zone,
	CONSTRAINT "turnover_requirements_amounts" CHECK ("turnover_requirements"."required_minor" > 0 AND "turnover_requirements"."wagered_minor" BETWEEN 0 AND "turnover_requirements"."required_minor")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_uq" ON "ledger_accounts" USING btree ("kind","member_id") WHERE "ledger_accounts"."member_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_uq" ON "ledger_accounts" USING btree ("kind","merchant_id","channel") WHERE "ledger_accounts"."member_id" IS NULL;--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_transfer_idx" ON "ledger_postings" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency_key_uq" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_reference_idx" ON "ledger_transfers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "turnover_requirements_open_idx" ON "turnover_requirements" USING btree ("member_id","id") WHERE "turnover_requirements"."met_at" IS NULL;--> statement-breakpoint
-- Data: the single-entry wallet rows become ledger accounts and transfers. The seed's opening
-- balances (kind DEPOSIT) were operator-given money, so they become ADJUST transfers.
INSERT INTO "ledger_accounts" ("kind", "merchant_id", "member_id", "balance_minor")
SELECT 'member-wallet', m."merchant_id", w."member_id", w."balance_minor"
FROM "wallets" w JOIN "members" m ON m."id" = w."member_id";--> statement-breakpoint
CREATE FUNCTION pg_temp.migrated_house_kind(kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE kind WHEN 'BET' THEN 'house-game' WHEN 'WIN' THEN 'house-game' WHEN 'WITHDRAW' THEN 'payout'
    WHEN 'REBATE' THEN 'promotion-expense' WHEN 'BONUS' THEN 'promotion-expense' ELSE 'operator-adjustment' END
$$;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("kind", "merchant_id")
SELECT DISTINCT pg_temp.migrated_house_kind(l."kind"), m."merchant_id"
FROM "wallet_ledger" l JOIN "members" m ON m."id" = l."member_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "ledger_transfers" ("type", "amount_minor", "debit_account_id", "credit_account_id", "idempotency_key", "reference", "memo", "created_at")
SELECT CASE l."kind" WHEN 'DEPOSIT' THEN 'ADJUST' WHEN 'WITHDRAW' THEN 'WITHDRAW_PAYOUT' ELSE l."kind" END,
  abs(l."amount_minor"),
  CASE WHEN l."amount_minor" < 0 THEN wallet."id" ELSE house."id" END,
  CASE WHEN l."amount_minor" < 0 THEN house."id" ELSE wallet."id" END,
  'migrated:' || l."id", l."reference", CASE WHEN l."kind" = 'DEPOSIT' THEN 'opening balance' END, l."created_at"
FROM "wallet_ledger" l
JOIN "members" m ON m."id" = l."member_id"
JOIN "ledger_accounts" wallet ON wallet."kind" = 'member-wallet' AND wallet."member_id" = l."member_id"
JOIN "ledger_accounts" house ON house."member_id" IS NULL AND house."merchant_id" = m."merchant_id"
  AND house."channel" = '' AND house."kind" = pg_temp.migrated_house_kind(l."kind")
WHERE l."amount_minor" <> 0
ORDER BY l."id";--> statement-breakpoint
INSERT INTO "ledger_postings" ("transfer_id", "account_id", "amount_minor", "balance_after_minor", "created_at")
SELECT t."id", wallet."id", l."amount_minor", l."balance_after_minor", l."created_at"
FROM "wallet_ledger" l
JOIN "ledger_transfers" t ON t."idempotency_key" = 'migrated:' || l."id"
JOIN "ledger_accounts" wallet ON wallet."kind" = 'member-wallet' AND wallet."member_id" = l."member_id"
UNION ALL
SELECT house."transfer_id", house."account_id", -house."amount_minor",
  -sum(house."amount_minor") OVER (PARTITION BY house."account_id" ORDER BY house."ledger_id"), house."created_at"
FROM (
  SELECT t."id" AS "transfer_id", l."id" AS "ledger_id", l."amount_minor", l."created_at",
    CASE WHEN t."debit_account_id" = wallet."id" THEN t."credit_account_id" ELSE t."debit_account_id" END AS "account_id"
  FROM "wallet_ledger" l
  JOIN "ledger_transfers" t ON t."idempotency_key" = 'migrated:' || l."id"
  JOIN "ledger_accounts" wallet ON wallet."kind" = 'member-wallet' AND wallet."member_id" = l."member_id"
) house;--> statement-breakpoint
UPDATE "ledger_accounts" a SET "balance_minor" = s."total"
FROM (SELECT "account_id", sum("amount_minor") AS "total" FROM "ledger_postings" GROUP BY "account_id") s
WHERE a."id" = s."account_id" AND a."member_id" IS NULL;
