CREATE TABLE "leaderboard_awards" (
	"promotion_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"rank" integer NOT NULL,
	"member_id" integer NOT NULL,
	"measured_minor" bigint NOT NULL,
	"prize_minor" bigint NOT NULL,
	"transfer_id" integer NOT NULL,
	CONSTRAINT "leaderboard_awards_promotion_id_period_key_rank_pk" PRIMARY KEY("promotion_id","period_key","rank")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_closes" (
	"promotion_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"unpaid_minor" bigint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_closes_promotion_id_period_key_pk" PRIMARY KEY("promotion_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "promotion_rank_prizes" (
	"promotion_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_rank_prizes_promotion_id_rank_pk" PRIMARY KEY("promotion_id","rank"),
	CONSTRAINT "promotion_rank_prizes_rank_positive" CHECK ("promotion_rank_prizes"."rank" >= 1),
	CONSTRAINT "promotion_rank_prizes_amount_positive" CHECK ("promotion_rank_prizes"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "leaderboard_awards" ADD CONSTRAINT "leaderboard_awards_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_awards" ADD CONSTRAINT "leaderboard_awards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_closes" ADD CONSTRAINT "leaderboard_closes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rank_prizes" ADD CONSTRAINT "promotion_rank_prizes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_awards_member_uq" ON "leaderboard_awards" USING btree ("promotion_id","period_key","member_id");