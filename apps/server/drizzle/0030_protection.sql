CREATE TABLE "member_protection" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"reality_check_seconds" integer DEFAULT 0 NOT NULL,
	"exclusion_kind" text,
	"excluded_until" timestamp with time zone,
	"exclusion_set_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_protection" ADD CONSTRAINT "member_protection_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;