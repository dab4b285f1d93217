CREATE TABLE "sports_bet_legs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_bet_legs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bet_id" integer NOT NULL,
	"selection_id" integer NOT NULL,
	"fixture_id" integer NOT NULL,
	"odds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"round_id" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"odds" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"payout_minor" bigint,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sports_fixtures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_fixtures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"seed_key" text,
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"home_team_image_url" text NOT NULL,
	"away_team_image_url" text NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'UPCOMING' NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"hot_match_id" integer,
	"result_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sports_markets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_markets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fixture_id" integer NOT NULL,
	"kind" text NOT NULL,
	"line" integer,
	"suspended" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_selections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_selections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"market_id" integer NOT NULL,
	"code" text NOT NULL,
	"odds" integer NOT NULL,
	"result" text
);
--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_selection_id_sports_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sports_selections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD CONSTRAINT "sports_fixtures_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD CONSTRAINT "sports_fixtures_hot_match_id_hot_matches_id_fk" FOREIGN KEY ("hot_match_id") REFERENCES "public"."hot_matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_selections" ADD CONSTRAINT "sports_selections_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_bet_legs_bet_idx" ON "sports_bet_legs" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "sports_bet_legs_fixture_idx" ON "sports_bet_legs" USING btree ("fixture_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bets_member_request_uq" ON "sports_bets" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bets_round_uq" ON "sports_bets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "sports_bets_member_status_idx" ON "sports_bets" USING btree ("member_id","status","id");--> statement-breakpoint
CREATE INDEX "sports_fixtures_merchant_kickoff_idx" ON "sports_fixtures" USING btree ("merchant_id","kickoff_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_fixtures_seed_uq" ON "sports_fixtures" USING btree ("merchant_id","seed_key");--> statement-breakpoint
CREATE INDEX "sports_markets_fixture_idx" ON "sports_markets" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "sports_selections_market_idx" ON "sports_selections" USING btree ("market_id");