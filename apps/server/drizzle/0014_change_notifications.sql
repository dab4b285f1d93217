-- Every change to data the server processes keep in memory is announced on `data_changed` when its
-- transaction commits (db/changes.ts), whoever wrote it: the server, another server process, the ops
-- CLI or SQL by hand. Payload: the table's name, with `:<id>` for the row-level announcements.
CREATE FUNCTION "notify_table_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('data_changed', TG_TABLE_NAME || ':' || OLD.id);
  ELSE
    PERFORM pg_notify('data_changed', TG_TABLE_NAME || ':' || NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "merchants_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchants" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "merchant_hosts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchant_hosts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "games_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "game_vendors_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_vendors" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "countries_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
--> statement-breakpoint
-- A member's cached sessions carry its name, type and merchant, and need it active.
CREATE TRIGGER "members_changed" AFTER UPDATE OF "status", "type", "username", "merchant_id" ON "members" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."type" IS DISTINCT FROM NEW."type"
    OR OLD."username" IS DISTINCT FROM NEW."username" OR OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id")
  EXECUTE FUNCTION "notify_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "members_deleted" AFTER DELETE ON "members" FOR EACH ROW EXECUTE FUNCTION "notify_row_changed"();
--> statement-breakpoint
-- A session revoked or cut short (the sliding expiry only ever moves it later, and is not announced).
CREATE TRIGGER "member_sessions_changed" AFTER UPDATE OF "revoked_at", "expires_at", "member_id", "token_hash" ON "member_sessions" FOR EACH ROW
  WHEN (OLD."revoked_at" IS DISTINCT FROM NEW."revoked_at" OR NEW."expires_at" < OLD."expires_at"
    OR OLD."member_id" IS DISTINCT FROM NEW."member_id" OR OLD."token_hash" IS DISTINCT FROM NEW."token_hash")
  EXECUTE FUNCTION "notify_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "member_sessions_deleted" AFTER DELETE ON "member_sessions" FOR EACH ROW EXECUTE FUNCTION "notify_row_changed"();
