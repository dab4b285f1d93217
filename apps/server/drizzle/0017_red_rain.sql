CREATE TABLE "red_rain_catches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "red_rain_catches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"transfer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_rain_catches_amount_positive" CHECK ("red_rain_catches"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_rain_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "red_rain_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"interval_minutes" integer NOT NULL,
	"anchor_minute" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer NOT NULL,
	"budget_minor" bigint NOT NULL,
	"per_member_cap_minor" bigint NOT NULL,
	CONSTRAINT "red_rain_schedules_shape" CHECK ("red_rain_schedules"."interval_minutes" > 0 and "red_rain_schedules"."duration_seconds" > 0 and "red_rain_schedules"."duration_seconds" <= "red_rain_schedules"."interval_minutes" * 60),
	CONSTRAINT "red_rain_schedules_money" CHECK ("red_rain_schedules"."budget_minor" > 0 and "red_rain_schedules"."per_member_cap_minor" > 0 and "red_rain_schedules"."per_member_cap_minor" <= "red_rain_schedules"."budget_minor")
);
--> statement-breakpoint
CREATE TABLE "red_rain_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "red_rain_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"schedule_id" integer,
	"agent_id" integer,
	"request_id" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"budget_minor" bigint NOT NULL,
	"per_member_cap_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"catches" integer DEFAULT 0 NOT NULL,
	"returned_minor" bigint,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_rain_sessions_window" CHECK ("red_rain_sessions"."ends_at" > "red_rain_sessions"."starts_at"),
	CONSTRAINT "red_rain_sessions_money" CHECK ("red_rain_sessions"."budget_minor" > 0 and "red_rain_sessions"."per_member_cap_minor" > 0 and "red_rain_sessions"."per_member_cap_minor" <= "red_rain_sessions"."budget_minor"),
	CONSTRAINT "red_rain_sessions_paid" CHECK ("red_rain_sessions"."paid_minor" between 0 and "red_rain_sessions"."budget_minor")
);
--> statement-breakpoint
ALTER TABLE "red_rain_catches" ADD CONSTRAINT "red_rain_catches_session_id_red_rain_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."red_rain_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_rain_catches" ADD CONSTRAINT "red_rain_catches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_rain_schedules" ADD CONSTRAINT "red_rain_schedules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_rain_sessions" ADD CONSTRAINT "red_rain_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_rain_sessions" ADD CONSTRAINT "red_rain_sessions_schedule_id_red_rain_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."red_rain_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_rain_sessions" ADD CONSTRAINT "red_rain_sessions_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_rain_catches_request_uq" ON "red_rain_catches" USING btree ("session_id","member_id","request_id");--> statement-breakpoint
CREATE INDEX "red_rain_catches_member_idx" ON "red_rain_catches" USING btree ("member_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "red_rain_schedules_merchant_name_uq" ON "red_rain_schedules" USING btree ("merchant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "red_rain_sessions_schedule_start_uq" ON "red_rain_sessions" USING btree ("schedule_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "red_rain_sessions_agent_request_uq" ON "red_rain_sessions" USING btree ("agent_id","request_id");--> statement-breakpoint
CREATE INDEX "red_rain_sessions_merchant_ends_idx" ON "red_rain_sessions" USING btree ("merchant_id","ends_at");--> statement-breakpoint
CREATE INDEX "red_rain_sessions_agent_idx" ON "red_rain_sessions" USING btree ("agent_id","starts_at");--> statement-breakpoint
CREATE INDEX "red_rain_sessions_unsettled_idx" ON "red_rain_sessions" USING btree ("ends_at") WHERE "red_rain_sessions"."settled_at" IS NULL;