CREATE TABLE "pvp_duels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pvp_duels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_seat_ref" integer NOT NULL,
	"second_seat_ref" integer NOT NULL,
	"fair_round_id" integer NOT NULL,
	"outcome" jsonb NOT NULL,
	"rake_minor" bigint NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pvp_seats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pvp_seats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"fair_round_id" integer,
	"commitment" text,
	"duel_ref" integer,
	"return_minor" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "pvp_seats_amounts" CHECK ("pvp_seats"."stake_minor" > 0 AND ("pvp_seats"."return_minor" IS NULL OR "pvp_seats"."return_minor" >= 0))
);
--> statement-breakpoint
ALTER TABLE "pvp_duels" ADD CONSTRAINT "pvp_duels_first_seat_ref_pvp_seats_id_fk" FOREIGN KEY ("first_seat_ref") REFERENCES "public"."pvp_seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_duels" ADD CONSTRAINT "pvp_duels_second_seat_ref_pvp_seats_id_fk" FOREIGN KEY ("second_seat_ref") REFERENCES "public"."pvp_seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_duels" ADD CONSTRAINT "pvp_duels_fair_round_id_fair_rounds_id_fk" FOREIGN KEY ("fair_round_id") REFERENCES "public"."fair_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_seats" ADD CONSTRAINT "pvp_seats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_seats" ADD CONSTRAINT "pvp_seats_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_seats" ADD CONSTRAINT "pvp_seats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_seats" ADD CONSTRAINT "pvp_seats_fair_round_id_fair_rounds_id_fk" FOREIGN KEY ("fair_round_id") REFERENCES "public"."fair_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_duels_first_uq" ON "pvp_duels" USING btree ("first_seat_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_duels_second_uq" ON "pvp_duels" USING btree ("second_seat_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_seats_request_uq" ON "pvp_seats" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_seats_one_open_uq" ON "pvp_seats" USING btree ("member_id") WHERE "pvp_seats"."status" IN ('PENDING', 'WAITING');--> statement-breakpoint
CREATE INDEX "pvp_seats_level_idx" ON "pvp_seats" USING btree ("merchant_id","stake_minor","status","id");--> statement-breakpoint
CREATE INDEX "pvp_seats_open_expiry_idx" ON "pvp_seats" USING btree ("expires_at") WHERE "pvp_seats"."status" IN ('PENDING', 'WAITING');--> statement-breakpoint
CREATE INDEX "pvp_seats_member_idx" ON "pvp_seats" USING btree ("member_id","id");