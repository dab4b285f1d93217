CREATE TABLE "merchant_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"texts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "audience" text DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "seed_key" text;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "seed_key" text;--> statement-breakpoint
ALTER TABLE "merchant_documents" ADD CONSTRAINT "merchant_documents_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_documents_merchant_kind_uq" ON "merchant_documents" USING btree ("merchant_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_merchant_seed_key_uq" ON "announcements" USING btree ("merchant_id","seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_merchant_seed_key_uq" ON "help_articles" USING btree ("merchant_id","seed_key");--> statement-breakpoint
-- The rows the demo seed wrote before rows had seed keys, found by their seeded English titles (the oldest row of each
-- title per merchant), so the seed steps can rewrite them.
UPDATE "announcements" SET "seed_key" = seeded.key
FROM (VALUES
  ('B', '100% Welcome Bonus', 'home.first-deposit'),
  ('B', 'Super Ace Jackpot', 'home.in-house-slot'),
  ('B', 'Live Football Betting', 'home.sports'),
  ('B', 'Daily Rebate 1.5%', 'home.daily-reload'),
  ('B', 'Invite Friends', 'recommend.deposit-limits'),
  ('B', 'Join our Telegram', 'recommend.telegram'),
  ('B', 'Super Ace', 'shortcut.in-house-slot'),
  ('B', 'Sign up and get ₱688', 'register.first-deposit'),
  ('B', 'Slots Tournament', 'game-list.slot'),
  ('PL', 'Scheduled maintenance on Sunday 02:00–04:00', 'notice.maintenance'),
  ('PL', 'New slot games every Friday', 'notice.new-games'),
  ('PL', 'GCash and Maya deposits now instant', 'notice.e-wallet-deposits'),
  ('PL', 'Keep your account safe', 'notice.account-safety'),
  ('PL', 'Play responsibly', 'notice.play-responsibly'),
  ('PU', 'Welcome back!', 'popup.welcome-back'),
  ('A', 'Agent commission rates for this month', 'agent.team-reports'),
  ('A', 'Team KPI report now daily', 'agent.team-counters'),
  ('PR', 'First Deposit Bonus', 'promotion.first-deposit'),
  ('PR', 'Weekend Cashback', 'promotion.daily-reload')
) AS seeded(type, title, key)
WHERE "announcements"."id" IN (
  SELECT min("id") FROM "announcements" AS candidate
  WHERE candidate."seed_key" IS NULL AND candidate."type" = seeded.type AND candidate."texts"->'EN'->>'title' = seeded.title
  GROUP BY candidate."merchant_id"
);--> statement-breakpoint
UPDATE "help_articles" SET "seed_key" = seeded.key
FROM (VALUES
  ('How do I deposit?', 'help.deposit'),
  ('How do I withdraw?', 'help.withdraw'),
  ('I forgot my password', 'help.forgot-password'),
  ('Install the app', 'help.install')
) AS seeded(title, key)
WHERE "help_articles"."id" IN (
  SELECT min("id") FROM "help_articles" AS candidate
  WHERE candidate."seed_key" IS NULL AND candidate."texts"->'EN'->>'title' = seeded.title
  GROUP BY candidate."merchant_id"
);
