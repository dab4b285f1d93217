ALTER TABLE "turnover_requirements" ADD COLUMN "locked_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_locked" CHECK ("turnover_requirements"."locked_minor" >= 0);--> statement-breakpoint
-- A deposit bonus's requirement locks that deposit and its bonus; any other open one keeps locking the whole wallet, as before.
UPDATE "turnover_requirements" AS "t" SET "locked_minor" = "o"."credit_minor" + "o"."bonus_minor"
  FROM "deposit_orders" AS "o" WHERE "t"."reference" = 'deposit-bonus:' || "o"."order_no";--> statement-breakpoint
UPDATE "turnover_requirements" SET "locked_minor" = "required_minor" WHERE "locked_minor" = 0 AND "met_at" IS NULL;
