CREATE TABLE "lottery_issues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"issue_no" text NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"fair_round_id" integer NOT NULL,
	"commitment" text NOT NULL,
	"numbers" jsonb,
	"drawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"issue_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_sub_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_sub_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"play" text NOT NULL,
	"selection" jsonb NOT NULL,
	"units" integer NOT NULL,
	"unit_stake_minor" bigint NOT NULL,
	"multiple" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"odds_milli" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "lottery_sub_orders_money" CHECK ("lottery_sub_orders"."stake_minor" > 0 and "lottery_sub_orders"."payout_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD CONSTRAINT "lottery_issues_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_orders" ADD CONSTRAINT "lottery_orders_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_sub_orders" ADD CONSTRAINT "lottery_sub_orders_order_id_lottery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lottery_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_issues_game_issue_uq" ON "lottery_issues" USING btree ("game_id","issue_no");--> statement-breakpoint
CREATE INDEX "lottery_issues_game_drawn_idx" ON "lottery_issues" USING btree ("game_id","draw_at") WHERE "lottery_issues"."numbers" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_member_request_uq" ON "lottery_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "lottery_orders_member_idx" ON "lottery_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_orders_issue_idx" ON "lottery_orders" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "lottery_sub_orders_order_idx" ON "lottery_sub_orders" USING btree ("order_id");