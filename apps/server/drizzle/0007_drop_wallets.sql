DROP TABLE "wallet_ledger" CASCADE;--> statement-breakpoint
DROP TABLE "wallets" CASCADE;