ALTER TABLE "member_sessions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
-- Sessions opened before this column existed were last seen, as far as is known, when they were opened.
UPDATE "member_sessions" SET "last_seen_at" = "created_at";
