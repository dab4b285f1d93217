import { GAME_CATEGORIES, isTrial, MEMBER_TYPE, toMajorUnits, type GameCategory, type OperatorVipMember, type VipLevels, type VipState } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { Merchant, VipPeriodicBonus } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { businessDate } from '../../lib/business-day.ts';
import type { OperatorAudit } from '../../lib/operator-audit.ts';
import { writeInboxMessage } from '../inbox/writer.ts';
import { transfer } from '../ledger/service.ts';
import { addTurnoverRequirement } from '../ledger/turnover.ts';
import { createVipRepository, type VipLevel, type VipSettings } from './repository.ts';

const DAY_MS = 24 * 60 * 60_000;

const windowStart = (now: Date, settings: VipSettings) => new Date(now.getTime() - settings.windowDays * DAY_MS);

/** The level of a label (the base level for one the club does not have). */
const levelOf = (levels: VipLevel[], label: string): VipLevel => levels.find((level) => level.label === label) ?? levels[0]!;

/** The highest level whose requirements are both met. */
export function reachedLevel(levels: VipLevel[], progress: { turnoverMinor: number; depositMinor: number }): VipLevel {
  return levels.findLast((level) => progress.turnoverMinor >= level.turnoverMinor && progress.depositMinor >= level.depositMinor) ?? levels[0]!;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The periods of a periodic bonus: a birthday's is the year, the monthly bonus's the month. */
const periodKeyOf = (bonus: VipPeriodicBonus, day: string) => `${bonus}:${bonus === 'BIRTHDAY' ? day.slice(0, 4) : day.slice(0, 7)}`;

/** The next day on or after `today` (YYYY-MM-DD) with the month and day of `birthDate` (29 February: the 28th in other years). */
function nextBirthday(birthDate: string, today: string): string {
  const monthDay = birthDate.slice(5);
  const on = (year: number) => `${year}-${monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay}`;
  const year = Number(today.slice(0, 4));
  return on(year) >= today ? on(year) : on(year + 1);
}

const firstOfNextMonth = (today: string) => {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/** A rebate rate row of the rebates module: a club level's rate of a game category, in force from `effectiveFrom`. */
type RebateRateRow = { clubLabel: string; gameCategory: string; rateBasisPoints: number; effectiveFrom: Date };

/**
 * The VIP club (spec §2, the VIP room): a merchant's levels, each member's progress over the rolling
 * window and the level reached. Levels only go up by themselves (a level reached is kept; an
 * operator may set any level by hand). Each level's upgrade bonus is paid once per member, through
 * the ledger, when a settled bet or a credited deposit reaches it; birthday and monthly bonuses are
 * paid by the daily job (`vipBonusJob`).
 *
 * `rebateRates`: every rate row of the merchant, oldest first (the rebates module's, so a level's rate has one source).
 */
export function createVipService(deps: { db: AppDatabase; rebateRates: (merchantId: number) => Promise<RebateRateRow[]>; now?: () => number }) {
  const { db } = deps;
  const repository = createVipRepository(db);
  const now = () => new Date((deps.now ?? Date.now)());

  /** Pays level `level`'s upgrade bonus on `tx`, once (the caller has recorded the upgrade). */
  async function payUpgradeBonus(tx: AppDatabase, memberId: number, level: VipLevel, settings: VipSettings): Promise<void> {
    if (level.upgradeBonusMinor <= 0) return;
    const key = `vip-upgrade:${memberId}:${level.ordinal}`;
    const paid = await transfer(tx, {
      type: 'BONUS',
      from: { kind: 'promotion-expense', merchantId: level.merchantId },
      to: { kind: 'member-wallet', memberId },
      amountMinor: level.upgradeBonusMinor, idempotencyKey: key, reference: key, memo: level.label,
    });
    if (paid.repeated) return;
    await createVipRepository(tx).setUpgradeTransfer(memberId, level.ordinal, paid.transferId);
    await addTurnoverRequirement(tx, {
      memberId, requiredMinor: settings.bonusTurnoverMultiple * level.upgradeBonusMinor, lockedMinor: level.upgradeBonusMinor, reference: key,
    });
    await writeInboxMessage(tx, memberId, { kind: 'VIP_UPGRADE', params: { amountMinor: level.upgradeBonusMinor, level: level.label } });
  }

  /** Pays one periodic bonus of the member's level on `tx`, once per period; false when paid before. */
  async function payPeriodicBonus(tx: AppDatabase, memberId: number, level: VipLevel, settings: VipSettings, bonus: VipPeriodicBonus, day: string): Promise<boolean> {
    const amountMinor = bonus === 'BIRTHDAY' ? level.birthdayBonusMinor : level.monthlyBonusMinor;
    const periodKey = periodKeyOf(bonus, day);
    const key = `vip-bonus:${memberId}:${periodKey}`;
    const paid = await transfer(tx, {
      type: 'BONUS',
      from: { kind: 'promotion-expense', merchantId: level.merchantId },
      to: { kind: 'member-wallet', memberId },
      amountMinor, idempotencyKey: key, reference: key, memo: level.label,
    });
    if (paid.repeated) return false;
    await createVipRepository(tx).insertBonusPayment({ memberId, kind: bonus, periodKey, ordinal: level.ordinal, amountMinor, transferId: paid.transferId });
    await addTurnoverRequirement(tx, { memberId, requiredMinor: settings.bonusTurnoverMultiple * amountMinor, lockedMinor: amountMinor, reference: key });
    await writeInboxMessage(tx, memberId, { kind: bonus === 'BIRTHDAY' ? 'VIP_BIRTHDAY_BONUS' : 'VIP_MONTHLY_BONUS', params: { amountMinor, level: level.label } });
    return true;
  }

  return {
    /** The merchant's levels with their benefits, the rebate rates in force included (the rates the manual rebate pays). */
    async levels(merchantId: number): Promise<VipLevels> {
      const [settings, levels, rates] = await Promise.all([repository.settings(merchantId), repository.levels(merchantId), deps.rebateRates(merchantId)]);
      if (!settings) return { windowDays: 0, levels: [] };
      const at = now();
      const inForce = new Map<string, number>();
      for (const row of rates) if (row.effectiveFrom <= at) inForce.set(`${row.clubLabel}:${row.gameCategory}`, row.rateBasisPoints);
      return {
        windowDays: settings.windowDays,
        levels: levels.map((level) => ({
          ordinal: level.ordinal,
          label: level.label,
          turnover: toMajorUnits(level.turnoverMinor),
          deposit: toMajorUnits(level.depositMinor),
          upgradeBonus: toMajorUnits(level.upgradeBonusMinor),
          birthdayBonus: toMajorUnits(level.birthdayBonusMinor),
          monthlyBonus: toMajorUnits(level.monthlyBonusMinor),
          dailyWithdrawCount: level.dailyWithdrawCount,
          dailyWithdrawAmount: toMajorUnits(level.dailyWithdrawMinor),
          rebateRates: GAME_CATEGORIES
            .filter((gameCategory) => inForce.has(`${level.label}:${gameCategory}`))
            .map((gameCategory: GameCategory) => ({ gameCategory, rate: inForce.get(`${level.label}:${gameCategory}`)! / 100 })),
        })),
      };
    },

    async state(merchant: Merchant, memberId: number): Promise<VipState> {
      const [settings, levels, member] = await Promise.all([repository.settings(merchant.id), repository.levels(merchant.id), repository.member(memberId)]);
      if (!settings || levels.length === 0 || !member) throw new AppError('function.not.available');
      const at = now();
      const today = businessDate(at);
      const level = levelOf(levels, member.clubLabel);
      const next = levels.find((candidate) => candidate.ordinal > level.ordinal) ?? null;
      const [progress, payments] = await Promise.all([
        repository.progressSince(memberId, windowStart(at, settings)),
        repository.bonusPaymentsOf(memberId, [periodKeyOf('BIRTHDAY', today), periodKeyOf('MONTHLY', today)]),
      ]);
      const paid = (bonus: VipPeriodicBonus) => payments.some((payment) => payment.periodKey === periodKeyOf(bonus, today));
      const birthdayOn = member.birthDate === null ? null : nextBirthday(member.birthDate, today);
      return {
        level: { ordinal: level.ordinal, label: level.label },
        windowDays: settings.windowDays,
        turnover: toMajorUnits(progress.turnoverMinor),
        deposit: toMajorUnits(progress.depositMinor),
        next: next && {
          ordinal: next.ordinal, label: next.label, turnover: toMajorUnits(next.turnoverMinor), deposit: toMajorUnits(next.depositMinor), upgradeBonus: toMajorUnits(next.upgradeBonusMinor),
        },
        birthday: {
          status: paid('BIRTHDAY') ? 'PAID' : level.birthdayBonusMinor > 0 && birthdayOn !== null ? 'DUE' : 'NONE',
          amount: toMajorUnits(level.birthdayBonusMinor),
          nextOn: birthdayOn,
        },
        monthly: {
          status: paid('MONTHLY') ? 'PAID' : level.monthlyBonusMinor > 0 ? 'DUE' : 'NONE',
          amount: toMajorUnits(level.monthlyBonusMinor),
          nextOn: firstOfNextMonth(today),
        },
      };
    },

    /**
     * Promotes the member to the highest level their stakes and deposits over the window reach,
     * paying each level passed its upgrade bonus, once: run right after a bet settles or a deposit
     * is credited. The member's row is locked (as a withdrawal locks it, before the wallet), so
     * bets crossing a threshold together promote once; the unique upgrade row keeps each level's
     * bonus to one payment even so. A bet that reaches no new level costs one statement. Answers the levels gained.
     */
    async promote(memberId: number): Promise<number> {
      if (!(await repository.promotionDue(memberId, MEMBER_TYPE.TRIAL))) return 0;
      const member = await repository.member(memberId);
      if (!member || isTrial(member.type)) return 0;
      const [settings, levels] = await Promise.all([repository.settings(member.merchantId), repository.levels(member.merchantId)]);
      if (!settings || levels.length === 0) return 0;
      const reached = reachedLevel(levels, await repository.progressSince(memberId, windowStart(now(), settings)));
      if (reached.ordinal <= levelOf(levels, member.clubLabel).ordinal) return 0;
      return db.transaction(async (tx) => {
        const repo = createVipRepository(tx);
        const locked = await repo.member(memberId, { lock: true });
        const from = levelOf(levels, locked!.clubLabel).ordinal;
        if (reached.ordinal <= from) return 0;
        for (const level of levels.filter((candidate) => candidate.ordinal > from && candidate.ordinal <= reached.ordinal)) {
          if (await repo.insertUpgrade({ memberId, ordinal: level.ordinal })) await payUpgradeBonus(tx, memberId, level, settings);
        }
        await repo.setClubLabel(memberId, reached.label);
        return reached.ordinal - from;
      });
    },

    /**
     * The birthday and monthly bonuses due on `day` (YYYY-MM-DD, the club's calendar): birthdays of
     * that day (29 February ones on the 28th in other years), and on the 1st every member's monthly
     * bonus of the level held. Each member's period pays once, on `tx` (the job's run).
     */
    async payPeriodicBonuses(tx: AppDatabase, day: string): Promise<{ birthday: number; monthly: number }> {
      const repo = createVipRepository(tx);
      const paid = { birthday: 0, monthly: 0 };
      const birthdays = [day.slice(5), ...(day.slice(5) === '02-28' && !isLeapYear(Number(day.slice(0, 4))) ? ['02-29'] : [])];
      for (const merchantId of await repo.merchantsWithClub()) {
        const settings = (await repo.settings(merchantId))!;
        for (const monthDay of birthdays) {
          for (const due of await repo.dueForBonus(merchantId, 'BIRTHDAY', monthDay)) {
            if (await payPeriodicBonus(tx, due.memberId, due.level, settings, 'BIRTHDAY', day)) paid.birthday++;
          }
        }
        if (day.endsWith('-01')) {
          for (const due of await repo.dueForBonus(merchantId, 'MONTHLY', day.slice(5))) {
            if (await payPeriodicBonus(tx, due.memberId, due.level, settings, 'MONTHLY', day)) paid.monthly++;
          }
        }
      }
      return paid;
    },

    /** The member's withdrawals allowed in 24 hours by their level; null when the merchant has no VIP club. */
    async withdrawAllowance(memberId: number): Promise<{ dailyCount: number; dailyAmountMinor: number } | null> {
      const member = await repository.member(memberId);
      const levels = member ? await repository.levels(member.merchantId) : [];
      if (!member || levels.length === 0) return null;
      const level = levelOf(levels, member.clubLabel);
      return { dailyCount: level.dailyWithdrawCount, dailyAmountMinor: level.dailyWithdrawMinor };
    },

    /**
     * Sets a member's level by hand, up or down, with no upgrade bonus: the levels it passes count
     * as reached (their bonuses are never paid later). Audited when the level changed.
     */
    async setLevel(merchant: Merchant, change: { username: string; label: string; reason: string; operatorId: number }, audit: OperatorAudit): Promise<OperatorVipMember> {
      const levels = await repository.levels(merchant.id);
      const target = levels.find((level) => level.label === change.label);
      if (!target) throw new AppError('not.found');
      return db.transaction(async (tx) => {
        const repo = createVipRepository(tx);
        const found = await repo.memberByUsername(merchant.id, change.username);
        const member = found && (await repo.member(found, { lock: true }));
        if (!member || isTrial(member.type)) throw new AppError('not.found');
        const previous = levelOf(levels, member.clubLabel);
        if (previous.label !== member.clubLabel || previous.ordinal !== target.ordinal) {
          for (const level of levels.filter((candidate) => candidate.ordinal > previous.ordinal && candidate.ordinal <= target.ordinal)) {
            await repo.insertUpgrade({ memberId: member.id, ordinal: level.ordinal, operatorId: change.operatorId });
          }
          await repo.setClubLabel(member.id, target.label);
          await audit(tx, { merchantId: merchant.id, memberId: member.id, reason: change.reason, details: { before: member.clubLabel, after: target.label } });
        }
        return { username: change.username, label: target.label, previousLabel: member.clubLabel };
      });
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
