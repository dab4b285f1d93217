CREATE TABLE "fish_shots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fish_shots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"shot_number" integer NOT NULL,
	"fish" text NOT NULL,
	"bet_minor" bigint NOT NULL,
	"client_seed" text NOT NULL,
	"fair_round_id" integer,
	"caught" boolean,
	"win_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fish_shots" ADD CONSTRAINT "fish_shots_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fish_shots" ADD CONSTRAINT "fish_shots_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fish_shots" ADD CONSTRAINT "fish_shots_fair_round_id_fair_rounds_id_fk" FOREIGN KEY ("fair_round_id") REFERENCES "public"."fair_rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fish_shots_member_key_uq" ON "fish_shots" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fish_shots_member_game_number_uq" ON "fish_shots" USING btree ("member_id","game_id","shot_number");