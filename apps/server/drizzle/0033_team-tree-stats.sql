CREATE TABLE "member_tree" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "member_tree_depth" CHECK ("member_tree"."depth" >= 0)
);
--> statement-breakpoint
CREATE TABLE "team_daily_stats" (
	"ancestor_id" integer NOT NULL,
	"day" date NOT NULL,
	"depth" integer NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"bettors" integer DEFAULT 0 NOT NULL,
	"turnover_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_minor" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"rebate_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_daily_stats_ancestor_id_day_depth_pk" PRIMARY KEY("ancestor_id","day","depth")
);
--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD CONSTRAINT "team_daily_stats_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tree_ancestor_depth_idx" ON "member_tree" USING btree ("ancestor_id","depth");--> statement-breakpoint
CREATE INDEX "member_tree_descendant_idx" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
-- The platform's business day (lib/business-day.ts: UTC+08:00).
CREATE FUNCTION team_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT ((at AT TIME ZONE 'UTC') + interval '480 minutes')::date
$$;
--> statement-breakpoint
-- Adds one fact of a member's day to each upline's row at the member's depth below it and to its own
-- row (depth 0). The triggers that call it run at commit, after every ledger account lock of the
-- transaction, and take the rows in ancestor order (an upline's id is below its downlines'), so two
-- transactions never wait on each other in a circle. A bet counts its member among the day's bettors,
-- and a login among the day's logins, once.
CREATE FUNCTION team_record(
  p_member integer, p_day date,
  p_bets integer DEFAULT 0, p_turnover bigint DEFAULT 0, p_payout bigint DEFAULT 0,
  p_deposit bigint DEFAULT 0, p_deposits integer DEFAULT 0, p_withdrawal bigint DEFAULT 0, p_withdrawals integer DEFAULT 0,
  p_rebate bigint DEFAULT 0, p_bonus bigint DEFAULT 0, p_registrations integer DEFAULT 0, p_login boolean DEFAULT false
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  own_bets integer;
  new_bettor integer := 0;
  new_login integer := 0;
BEGIN
  INSERT INTO team_daily_stats AS s (ancestor_id, day, depth, bet_count, turnover_minor, payout_minor, deposit_minor, deposit_count,
    withdrawal_minor, withdrawal_count, rebate_minor, bonus_minor, registrations)
  SELECT t.ancestor_id, p_day, t.depth, p_bets, p_turnover, p_payout, p_deposit, p_deposits, p_withdrawal, p_withdrawals, p_rebate, p_bonus, p_registrations
  FROM member_tree t WHERE t.descendant_id = p_member ORDER BY t.ancestor_id = p_member, t.ancestor_id
  ON CONFLICT (ancestor_id, day, depth) DO UPDATE SET
    bet_count = s.bet_count + excluded.bet_count,
    turnover_minor = s.turnover_minor + excluded.turnover_minor, payout_minor = s.payout_minor + excluded.payout_minor,
    deposit_minor = s.deposit_minor + excluded.deposit_minor, deposit_count = s.deposit_count + excluded.deposit_count,
    withdrawal_minor = s.withdrawal_minor + excluded.withdrawal_minor, withdrawal_count = s.withdrawal_count + excluded.withdrawal_count,
    rebate_minor = s.rebate_minor + excluded.rebate_minor, bonus_minor = s.bonus_minor + excluded.bonus_minor,
    registrations = s.registrations + excluded.registrations;
  IF p_bets > 0 THEN
    SELECT bet_count INTO own_bets FROM team_daily_stats WHERE ancestor_id = p_member AND day = p_day AND depth = 0;
    IF own_bets = p_bets THEN new_bettor := 1; END IF;
  END IF;
  IF p_login THEN
    UPDATE team_daily_stats SET logins = 1 WHERE ancestor_id = p_member AND day = p_day AND depth = 0 AND logins = 0;
    IF FOUND THEN new_login := 1; END IF;
  END IF;
  IF new_bettor + new_login > 0 THEN
    UPDATE team_daily_stats s SET bettors = s.bettors + new_bettor, logins = s.logins + new_login
    FROM member_tree t
    WHERE t.descendant_id = p_member AND s.ancestor_id = t.ancestor_id AND s.depth = t.depth AND s.day = p_day AND t.depth > 0;
    UPDATE team_daily_stats SET bettors = greatest(bettors, new_bettor) WHERE ancestor_id = p_member AND day = p_day AND depth = 0;
  END IF;
END
$$;
--> statement-breakpoint
-- A new member joins its upline's tree (and itself, depth 0) at once; it counts as a registration of its
-- team at commit, as the other facts do.
CREATE FUNCTION members_tree_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT NEW.id, NEW.id, 0
  UNION ALL
  SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.descendant_id = NEW.parent_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER members_tree_insert AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION members_tree_insert();
--> statement-breakpoint
CREATE FUNCTION members_team_registration() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM team_record(NEW.id, team_day(NEW.reg_date), p_registrations => 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER members_team_registration AFTER INSERT ON members DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION members_team_registration();
--> statement-breakpoint
-- A member moved under another upline takes its whole team along (the statistics already counted stay
-- with the uplines of the time). An upline may not move under its own team.
CREATE FUNCTION members_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL AND EXISTS (SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.parent_id) THEN
    RAISE EXCEPTION 'member % cannot move under its own team', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  DELETE FROM member_tree
  WHERE descendant_id IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = NEW.id)
    AND ancestor_id IN (SELECT ancestor_id FROM member_tree WHERE descendant_id = NEW.id AND ancestor_id <> NEW.id);
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT above.ancestor_id, below.descendant_id, above.depth + below.depth + 1
  FROM member_tree above CROSS JOIN member_tree below
  WHERE above.descendant_id = NEW.parent_id AND below.ancestor_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER members_tree_move AFTER UPDATE OF parent_id ON members FOR EACH ROW
  WHEN (NEW.parent_id IS DISTINCT FROM OLD.parent_id) EXECUTE FUNCTION members_tree_move();
--> statement-breakpoint
CREATE FUNCTION members_team_login() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM team_record(NEW.id, team_day(NEW.last_login), p_login => true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER members_team_login AFTER UPDATE OF last_login ON members DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.last_login IS NOT NULL AND NEW.last_login IS DISTINCT FROM OLD.last_login) EXECUTE FUNCTION members_team_login();
--> statement-breakpoint
CREATE FUNCTION bets_team_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM team_record(NEW.member_id, team_day(NEW.created_at), p_bets => 1, p_turnover => NEW.stake_minor, p_payout => NEW.win_minor);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bets_team_record AFTER INSERT ON bets DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bets_team_record();
--> statement-breakpoint
-- The money facts of a team: a credited deposit, a paid-out withdrawal, a rebate, and promotion money
-- (bonuses and red-envelope catches), each counted for the member whose wallet it concerns.
CREATE FUNCTION ledger_team_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member integer;
  day date := team_day(NEW.created_at);
BEGIN
  IF NEW.type = 'WITHDRAW_PAYOUT' THEN
    SELECT member_id INTO member FROM ledger_accounts WHERE id = NEW.debit_account_id;
  ELSIF NEW.type IN ('DEPOSIT', 'REBATE', 'BONUS', 'RED_RAIN_CATCH') THEN
    SELECT member_id INTO member FROM ledger_accounts WHERE id = NEW.credit_account_id;
  END IF;
  IF member IS NULL THEN RETURN NULL; END IF;
  IF NEW.type = 'DEPOSIT' THEN
    PERFORM team_record(member, day, p_deposit => NEW.amount_minor, p_deposits => 1);
  ELSIF NEW.type = 'WITHDRAW_PAYOUT' THEN
    PERFORM team_record(member, day, p_withdrawal => NEW.amount_minor, p_withdrawals => 1);
  ELSIF NEW.type = 'REBATE' THEN
    PERFORM team_record(member, day, p_rebate => NEW.amount_minor);
  ELSE
    PERFORM team_record(member, day, p_bonus => NEW.amount_minor);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_team_record AFTER INSERT ON ledger_transfers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_team_record();
--> statement-breakpoint
-- Existing members and their history, for a database that had them before this migration.
INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE chain(ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT m.parent_id, c.descendant_id, c.depth + 1 FROM chain c JOIN members m ON m.id = c.ancestor_id WHERE m.parent_id IS NOT NULL AND c.depth < 100
)
SELECT ancestor_id, descendant_id, depth FROM chain;
--> statement-breakpoint
WITH facts AS (
  SELECT member_id, team_day(created_at) AS day, count(*)::integer AS bets, sum(stake_minor)::bigint AS turnover, sum(win_minor)::bigint AS payout,
    0::bigint AS deposit, 0 AS deposits, 0::bigint AS withdrawal, 0 AS withdrawals, 0::bigint AS rebate, 0::bigint AS bonus, 0 AS registrations, 0 AS logins
  FROM bets GROUP BY 1, 2
  UNION ALL
  SELECT a.member_id, team_day(t.created_at), 0, 0, 0,
    sum(t.amount_minor) FILTER (WHERE t.type = 'DEPOSIT'), (count(*) FILTER (WHERE t.type = 'DEPOSIT'))::integer,
    sum(t.amount_minor) FILTER (WHERE t.type = 'WITHDRAW_PAYOUT'), (count(*) FILTER (WHERE t.type = 'WITHDRAW_PAYOUT'))::integer,
    sum(t.amount_minor) FILTER (WHERE t.type = 'REBATE'), sum(t.amount_minor) FILTER (WHERE t.type IN ('BONUS', 'RED_RAIN_CATCH')), 0, 0
  FROM ledger_transfers t
  JOIN ledger_accounts a ON a.id = CASE WHEN t.type = 'WITHDRAW_PAYOUT' THEN t.debit_account_id ELSE t.credit_account_id END
  WHERE t.type IN ('DEPOSIT', 'WITHDRAW_PAYOUT', 'REBATE', 'BONUS', 'RED_RAIN_CATCH') AND a.member_id IS NOT NULL
  GROUP BY 1, 2
  UNION ALL
  SELECT id, team_day(reg_date), 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0 FROM members
  UNION ALL
  SELECT id, team_day(last_login), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 FROM members WHERE last_login IS NOT NULL
),
per_member_day AS (
  SELECT member_id, day, sum(bets)::integer AS bets, sum(turnover)::bigint AS turnover, sum(payout)::bigint AS payout,
    coalesce(sum(deposit), 0)::bigint AS deposit, sum(deposits)::integer AS deposits, coalesce(sum(withdrawal), 0)::bigint AS withdrawal,
    sum(withdrawals)::integer AS withdrawals, coalesce(sum(rebate), 0)::bigint AS rebate, coalesce(sum(bonus), 0)::bigint AS bonus,
    sum(registrations)::integer AS registrations, max(logins) AS logins
  FROM facts GROUP BY 1, 2
)
INSERT INTO team_daily_stats (ancestor_id, day, depth, bet_count, bettors, turnover_minor, payout_minor, deposit_minor, deposit_count,
  withdrawal_minor, withdrawal_count, rebate_minor, bonus_minor, registrations, logins)
SELECT t.ancestor_id, f.day, t.depth, sum(f.bets), count(*) FILTER (WHERE f.bets > 0), sum(f.turnover), sum(f.payout), sum(f.deposit), sum(f.deposits),
  sum(f.withdrawal), sum(f.withdrawals), sum(f.rebate), sum(f.bonus), sum(f.registrations), sum(f.logins)
FROM per_member_day f JOIN member_tree t ON t.descendant_id = f.member_id
GROUP BY 1, 2, 3;
