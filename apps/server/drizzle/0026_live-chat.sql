CREATE TABLE "chat_message_pictures" (
	"message_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"data_base64" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_id" integer NOT NULL,
	"sender" text NOT NULL,
	"client_message_id" text,
	"operator_id" integer,
	"text" text NOT NULL,
	"picture_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender" CHECK ("chat_messages"."sender" in ('MEMBER', 'GUEST', 'OPERATOR'))
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" integer,
	"guest_name" text,
	"guest_token_hash" text,
	"guest_address" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"last_message_id" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"member_read_up_to" integer DEFAULT 0 NOT NULL,
	"operator_read_up_to" integer DEFAULT 0 NOT NULL,
	"operator_typing_until" timestamp with time zone,
	"member_typing_until" timestamp with time zone,
	"rating" smallint,
	"rating_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chats_party" CHECK (("chats"."member_id" is null) <> ("chats"."guest_token_hash" is null)),
	CONSTRAINT "chats_status" CHECK ("chats"."status" in ('OPEN', 'CLOSED')),
	CONSTRAINT "chats_rating" CHECK ("chats"."rating" is null or ("chats"."rating" between 1 and 5 and "chats"."status" = 'CLOSED'))
);
--> statement-breakpoint
ALTER TABLE "chat_message_pictures" ADD CONSTRAINT "chat_message_pictures_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_pictures_uq" ON "chat_message_pictures" USING btree ("message_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id_uq" ON "chat_messages" USING btree ("chat_id","sender","client_message_id");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_open_member_uq" ON "chats" USING btree ("member_id") WHERE "chats"."status" = 'OPEN' and "chats"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_guest_token_uq" ON "chats" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE INDEX "chats_merchant_status_idx" ON "chats" USING btree ("merchant_id","status","last_message_at");--> statement-breakpoint
CREATE INDEX "chats_guest_address_idx" ON "chats" USING btree ("guest_address","created_at");--> statement-breakpoint
-- A chat's state changed (a message, a read mark, typing, the close, the rating): announced when the transaction commits on
-- `chat_changed` with the chat's id (a guest's stream) and, for a member's chat, on `member_chat_changed` with the member's id
-- (the member event stream), whoever wrote it (the member's page, the operator API, the ops CLI).
CREATE FUNCTION "notify_chat_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('chat_changed', NEW.id::text);
  IF NEW.member_id IS NOT NULL THEN PERFORM pg_notify('member_chat_changed', NEW.member_id::text); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "chats_changed" AFTER INSERT OR UPDATE ON "chats" FOR EACH ROW EXECUTE FUNCTION "notify_chat_changed"();
