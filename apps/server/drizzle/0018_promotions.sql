CREATE TABLE "promotion_participations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_participations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone,
	"status" text NOT NULL,
	"comment" text,
	"reject_reason" text,
	"reward_minor" bigint,
	"paid_transfer_id" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_participations_comment" CHECK ("promotion_participations"."comment" IS NULL OR char_length("promotion_participations"."comment") <= 140)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"period" text NOT NULL,
	"audience" text DEFAULT 'ALL' NOT NULL,
	"measure" text,
	"target_minor" bigint,
	"reward" jsonb NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"budget_minor" bigint,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	"per_member_cap_minor" bigint NOT NULL,
	"image_seed" text NOT NULL,
	"titles" jsonb NOT NULL,
	"rules_html" jsonb NOT NULL,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"start_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_budget" CHECK ("promotions"."spent_minor" >= 0 AND ("promotions"."budget_minor" IS NULL OR "promotions"."spent_minor" <= "promotions"."budget_minor")),
	CONSTRAINT "promotions_cap_positive" CHECK ("promotions"."per_member_cap_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_participations_member_period_uq" ON "promotion_participations" USING btree ("member_id","promotion_id","period_key");--> statement-breakpoint
CREATE INDEX "promotion_participations_status_idx" ON "promotion_participations" USING btree ("status","promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_merchant_code_uq" ON "promotions" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "promotions_merchant_order_idx" ON "promotions" USING btree ("merchant_id","sort_order","id");