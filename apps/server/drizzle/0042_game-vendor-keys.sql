CREATE TABLE "game_vendor_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_vendor_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor" text NOT NULL,
	"secret" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_vendor_keys" ADD CONSTRAINT "game_vendor_keys_vendor_game_vendors_code_fk" FOREIGN KEY ("vendor") REFERENCES "public"."game_vendors"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendor_keys_current_uq" ON "game_vendor_keys" USING btree ("vendor") WHERE "game_vendor_keys"."retires_at" IS NULL;--> statement-breakpoint
CREATE INDEX "game_vendor_keys_vendor_idx" ON "game_vendor_keys" USING btree ("vendor","id");--> statement-breakpoint
-- Every server process keeps the vendors' keys in memory (modules/game-vendors): an issue, a rotation or a revocation reaches them all.
CREATE TRIGGER "game_vendor_keys_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_vendor_keys" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_changed"();
