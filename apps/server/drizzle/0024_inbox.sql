CREATE TABLE "inbox_broadcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_type" integer,
	"texts" jsonb NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"broadcast_id" integer,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_broadcasts" ADD CONSTRAINT "inbox_broadcasts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_broadcasts" ADD CONSTRAINT "inbox_broadcasts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_broadcast_id_inbox_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."inbox_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_messages_member_idx" ON "member_messages" USING btree ("member_id","id");--> statement-breakpoint
-- A member's unread count changed (a message written, read or deleted): announced on `inbox_changed` with the member's id
-- when the transaction commits, whoever wrote it (an event's writer, a broadcast, the member's read marks), so the member's
-- event stream sends the new count to their open pages.
CREATE FUNCTION "notify_inbox_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.read_at IS NULL AND OLD.deleted_at IS NULL THEN PERFORM pg_notify('inbox_changed', OLD.member_id::text); END IF;
  ELSIF TG_OP = 'INSERT' THEN
    IF NEW.read_at IS NULL AND NEW.deleted_at IS NULL THEN PERFORM pg_notify('inbox_changed', NEW.member_id::text); END IF;
  ELSIF (OLD.read_at IS NULL AND OLD.deleted_at IS NULL) <> (NEW.read_at IS NULL AND NEW.deleted_at IS NULL) THEN
    PERFORM pg_notify('inbox_changed', NEW.member_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "member_messages_inbox_changed" AFTER INSERT OR UPDATE OF "read_at", "deleted_at" OR DELETE ON "member_messages"
  FOR EACH ROW EXECUTE FUNCTION "notify_inbox_changed"();
