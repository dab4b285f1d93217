-- A member's new password is announced too: the launch tokens kept in memory (modules/games/launch-session-repository.ts)
-- carry a stamp of the password hash and die with a password change, in every process.
DROP TRIGGER "members_changed" ON "members";
--> statement-breakpoint
CREATE TRIGGER "members_changed" AFTER UPDATE OF "status", "type", "username", "merchant_id", "password_hash" ON "members" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."type" IS DISTINCT FROM NEW."type"
    OR OLD."username" IS DISTINCT FROM NEW."username" OR OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id"
    OR OLD."password_hash" IS DISTINCT FROM NEW."password_hash")
  EXECUTE FUNCTION "notify_row_changed"();
