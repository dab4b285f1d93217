CREATE TABLE "member_avatars" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"preset" smallint,
	"content_type" text,
	"data" "bytea",
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_avatars_preset_or_picture" CHECK (("member_avatars"."preset" is null) = ("member_avatars"."data" is not null and "member_avatars"."content_type" is not null))
);
--> statement-breakpoint
ALTER TABLE "member_avatars" ADD CONSTRAINT "member_avatars_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;