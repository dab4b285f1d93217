-- A member's count of claimable rewards (status CLAIM) changed: announced on `rewards_changed` with the member's id when
-- the transaction commits, whoever wrote it (a claim, the period close job, a mission measured on a read, the ops CLI),
-- so the member's live stream (modules/live-balance) sends the new count to their open pages.
CREATE FUNCTION "notify_rewards_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status = 'CLAIM' THEN PERFORM pg_notify('rewards_changed', OLD.member_id::text); END IF;
  ELSIF TG_OP = 'INSERT' THEN
    IF NEW.status = 'CLAIM' THEN PERFORM pg_notify('rewards_changed', NEW.member_id::text); END IF;
  ELSIF (OLD.status = 'CLAIM') <> (NEW.status = 'CLAIM') THEN
    PERFORM pg_notify('rewards_changed', NEW.member_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "promotion_participations_rewards_changed" AFTER INSERT OR UPDATE OF "status" OR DELETE ON "promotion_participations"
  FOR EACH ROW EXECUTE FUNCTION "notify_rewards_changed"();
