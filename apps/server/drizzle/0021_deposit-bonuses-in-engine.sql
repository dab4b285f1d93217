ALTER TABLE "deposit_orders" DROP CONSTRAINT "deposit_orders_promotion_id_deposit_promotions_id_fk";--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "min_deposit_minor" bigint;--> statement-breakpoint
-- The deposit bonuses become promotions of the engine: each merchant's rule moves onto its DEPOSIT_OFFER of the same
-- code, added where the promotions seed step has not run yet (that step then writes its texts in every language).
INSERT INTO "promotions" (
	"merchant_id", "code", "kind", "category", "period", "audience", "reward", "turnover_multiple", "per_member_cap_minor",
	"min_deposit_minor", "image_seed", "titles", "rules_html", "state", "start_at", "sort_order"
)
SELECT
	"merchant_id", "code", 'DEPOSIT_OFFER',
	CASE WHEN "code" = 'FIRST_DEPOSIT' THEN 'NEW_MEMBER' ELSE 'DEPOSIT' END,
	CASE WHEN "code" = 'FIRST_DEPOSIT' THEN 'ONCE' ELSE 'DAILY' END,
	CASE WHEN "code" = 'FIRST_DEPOSIT' THEN 'FIRST_DEPOSIT' ELSE 'DEPOSITORS' END,
	jsonb_build_object('type', 'PERCENT', 'basisPoints', "percent_basis_points"), "turnover_multiplier", "max_bonus_minor",
	"min_deposit_minor",
	CASE WHEN "code" = 'FIRST_DEPOSIT' THEN 'first-deposit' ELSE 'daily-reload' END,
	jsonb_build_object('EN', CASE WHEN "code" = 'FIRST_DEPOSIT' THEN 'First deposit bonus' ELSE 'Daily reload bonus' END), '{}'::jsonb,
	CASE WHEN "enabled" THEN 'ACTIVE' ELSE 'PAUSED' END, now() - interval '30 days',
	CASE WHEN "code" = 'FIRST_DEPOSIT' THEN 10 ELSE 20 END
FROM "deposit_promotions"
ON CONFLICT ("merchant_id", "code") DO UPDATE SET
	"kind" = 'DEPOSIT_OFFER', "audience" = excluded."audience", "reward" = excluded."reward",
	"turnover_multiple" = excluded."turnover_multiple", "per_member_cap_minor" = excluded."per_member_cap_minor",
	"min_deposit_minor" = excluded."min_deposit_minor",
	"state" = CASE WHEN excluded."state" = 'PAUSED' AND "promotions"."state" = 'ACTIVE' THEN 'PAUSED' ELSE "promotions"."state" END;--> statement-breakpoint
UPDATE "deposit_orders" SET "promotion_id" = "promotions"."id"
FROM "deposit_promotions"
JOIN "promotions" ON "promotions"."merchant_id" = "deposit_promotions"."merchant_id" AND "promotions"."code" = "deposit_promotions"."code"
WHERE "deposit_orders"."promotion_id" = "deposit_promotions"."id";--> statement-breakpoint
-- Each bonus already credited becomes the member's CLAIMED participation in its period (the merchants' day, UTC+08:00),
-- paid by the transfer that credited it: the reward centre's history shows it, and the engine's once-a-period and
-- once-in-24-hours rules count it.
INSERT INTO "promotion_participations" (
	"promotion_id", "member_id", "period_key", "period_start", "period_end", "status", "reward_minor", "paid_transfer_id", "joined_at", "updated_at"
)
SELECT
	"promotions"."id", "deposit_orders"."member_id",
	CASE WHEN "promotions"."period" = 'ONCE' THEN 'ONCE'
		ELSE to_char(("deposit_orders"."paid_at" AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD') END,
	CASE WHEN "promotions"."period" = 'ONCE' THEN "promotions"."start_at"
		ELSE (date_trunc('day', ("deposit_orders"."paid_at" AT TIME ZONE 'UTC') + interval '8 hours') - interval '8 hours') AT TIME ZONE 'UTC' END,
	CASE WHEN "promotions"."period" = 'ONCE' THEN "promotions"."end_at"
		ELSE (date_trunc('day', ("deposit_orders"."paid_at" AT TIME ZONE 'UTC') + interval '8 hours') + interval '16 hours') AT TIME ZONE 'UTC' END,
	'CLAIMED', "deposit_orders"."bonus_minor", "ledger_transfers"."id", "deposit_orders"."paid_at", "deposit_orders"."paid_at"
FROM "deposit_orders"
JOIN "promotions" ON "promotions"."id" = "deposit_orders"."promotion_id"
LEFT JOIN "ledger_transfers" ON "ledger_transfers"."idempotency_key" = 'deposit-bonus:' || "deposit_orders"."order_no"
WHERE "deposit_orders"."status" = 'PAID' AND "deposit_orders"."bonus_minor" > 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "promotions" SET "spent_minor" = "promotions"."spent_minor" + "paid"."total"
FROM (
	SELECT "promotion_id", sum("reward_minor") AS "total" FROM "promotion_participations"
	WHERE "promotion_id" IN (SELECT "id" FROM "promotions" WHERE "kind" = 'DEPOSIT_OFFER')
	GROUP BY "promotion_id"
) AS "paid"
WHERE "promotions"."id" = "paid"."promotion_id";--> statement-breakpoint
DROP TABLE "deposit_promotions";--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
