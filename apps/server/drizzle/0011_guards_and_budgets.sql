CREATE TABLE "budget_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_streams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "open_streams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"address" text NOT NULL,
	"instance" text NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_password_guards" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "login_password_guards" ADD CONSTRAINT "login_password_guards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_counters_window_ends_at_idx" ON "budget_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "open_streams_member_id_idx" ON "open_streams" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "open_streams_address_idx" ON "open_streams" USING btree ("address");--> statement-breakpoint
CREATE INDEX "open_streams_instance_idx" ON "open_streams" USING btree ("instance");