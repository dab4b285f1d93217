CREATE TABLE "slot_spins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slot_spins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"spin_number" integer NOT NULL,
	"free" boolean NOT NULL,
	"bet_minor" bigint NOT NULL,
	"client_seed" text NOT NULL,
	"fair_round_id" integer,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "slot_states" (
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"spins" integer DEFAULT 0 NOT NULL,
	"free_spins_left" integer DEFAULT 0 NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"pending_key" text,
	CONSTRAINT "slot_states_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "slot_spins" ADD CONSTRAINT "slot_spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_spins" ADD CONSTRAINT "slot_spins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_spins" ADD CONSTRAINT "slot_spins_fair_round_id_fair_rounds_id_fk" FOREIGN KEY ("fair_round_id") REFERENCES "public"."fair_rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_states" ADD CONSTRAINT "slot_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_states" ADD CONSTRAINT "slot_states_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_spins_member_key_uq" ON "slot_spins" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_spins_member_game_number_uq" ON "slot_spins" USING btree ("member_id","game_id","spin_number");