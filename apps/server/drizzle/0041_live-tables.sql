CREATE TABLE "live_table_bets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_table_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"round_ref" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"spot" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"staked_at" timestamp with time zone,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"return_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "live_table_bets_amounts" CHECK ("live_table_bets"."stake_minor" > 0 AND ("live_table_bets"."return_minor" IS NULL OR "live_table_bets"."return_minor" >= 0))
);
--> statement-breakpoint
CREATE TABLE "live_table_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_table_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"table_code" text NOT NULL,
	"round_key" text NOT NULL,
	"fair_round_id" integer NOT NULL,
	"commitment" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"deals_at" timestamp with time zone NOT NULL,
	"outcome" jsonb,
	"dealt_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_table_bets" ADD CONSTRAINT "live_table_bets_round_ref_live_table_rounds_id_fk" FOREIGN KEY ("round_ref") REFERENCES "public"."live_table_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_table_bets" ADD CONSTRAINT "live_table_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_table_bets" ADD CONSTRAINT "live_table_bets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_table_rounds" ADD CONSTRAINT "live_table_rounds_fair_round_id_fair_rounds_id_fk" FOREIGN KEY ("fair_round_id") REFERENCES "public"."fair_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_table_bets_request_uq" ON "live_table_bets" USING btree ("member_id","request_id","spot");--> statement-breakpoint
CREATE INDEX "live_table_bets_round_idx" ON "live_table_bets" USING btree ("round_ref","member_id");--> statement-breakpoint
CREATE INDEX "live_table_bets_member_idx" ON "live_table_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_table_rounds_key_uq" ON "live_table_rounds" USING btree ("table_code","round_key");--> statement-breakpoint
CREATE INDEX "live_table_rounds_dealt_idx" ON "live_table_rounds" USING btree ("table_code","dealt_at");