ALTER TABLE "rebate_rates" DROP CONSTRAINT "rebate_rates_merchant_id_club_label_game_category_pk";--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD COLUMN "effective_from" timestamp with time zone DEFAULT '1970-01-01T00:00:00Z' NOT NULL;--> statement-breakpoint
ALTER TABLE "rebate_rates" ADD CONSTRAINT "rebate_rates_merchant_id_club_label_game_category_effective_from_pk" PRIMARY KEY("merchant_id","club_label","game_category","effective_from");--> statement-breakpoint
ALTER TABLE "red_rain_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_rules" ADD COLUMN "max_rewards_per_referrer" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "red_rain_sessions_merchant_request_uq" ON "red_rain_sessions" USING btree ("merchant_id","request_id") WHERE "red_rain_sessions"."agent_id" IS NULL;--> statement-breakpoint
ALTER TABLE "referral_rules" ADD CONSTRAINT "referral_rules_cap_positive" CHECK ("referral_rules"."max_rewards_per_referrer" IS NULL OR "referral_rules"."max_rewards_per_referrer" > 0);