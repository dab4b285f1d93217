import {
  normalizeReferralCode, REFERRAL_CODE, toMajorUnits,
  type InviteeStatus, type Invitees, type MyInvite, type OperatorReferralRule, type OperatorReferralRuleChange, type ReferralRule,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { Merchant, ReferralRuleRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorAudit } from '../../lib/operator-audit.ts';
import { merchantPromotionOn, REFERRAL_PROMOTION } from '../../lib/merchant-flags.ts';
import { lockMemberWallet, transfer } from '../ledger/service.ts';
import { addTurnoverRequirement } from '../ledger/turnover.ts';
import { createReferralRepository, deadlineOf, type ReferralRepository } from './repository.ts';
import { maskAccount } from '../../lib/masked-account.ts';
import { randomCode } from '../../lib/random-code.ts';

const CODE_LENGTH = 8;
const CODE_ATTEMPTS = 5;
/** How far back the catch-up looks for unpaid referrals (longer than any merchant's window). */
const CATCH_UP_DAYS = 120;
const CATCH_UP_BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

const newCode = () => randomCode(CODE_LENGTH);

const ruleView = (rule: ReferralRuleRow): ReferralRule => ({
  minDeposit: toMajorUnits(rule.minDepositMinor),
  reward: toMajorUnits(rule.rewardMinor),
  turnoverMultiplier: rule.turnoverMultiplier,
  qualifyDays: rule.qualifyDays,
});

function requireReferral(merchant: Merchant): void {
  if (!merchantPromotionOn(merchant, REFERRAL_PROMOTION)) throw new AppError('function.not.available');
}

/**
 * Invite friends (spec §1, §6): each member's stable invitation code and link, the referrer a
 * registration with a code records, and the merchant's reward paid to the referrer once the
 * invitee qualifies: checked when a deposit of theirs is credited, and caught up by the job
 * `referral.settle` (modules/referrals/jobs.ts). Each invitee pays at most once: their referral's
 * row is locked while it is paid, and the ledger's key `referral:<invitee>` holds across processes.
 */
export function createReferrals(deps: { db: AppDatabase; now?: () => number }) {
  const { db } = deps;
  const now = () => new Date((deps.now ?? Date.now)());
  const repository = createReferralRepository(db);

  async function codeOf(merchant: Merchant, memberId: number): Promise<string> {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const existing = await repository.codeOf(memberId);
      if (existing) return existing;
      await repository.insertCode({ memberId, merchantId: merchant.id, code: newCode() });
    }
    throw new Error(`No free referral code for member ${memberId}`);
  }

  const statusOf = (row: { deposited: boolean; rewardedAt: Date | null; createdAt: Date }, rule: ReferralRuleRow | null, at: Date): InviteeStatus => {
    if (row.rewardedAt) return 'QUALIFIED';
    if (rule && deadlineOf(row, rule) < at) return 'EXPIRED';
    return row.deposited ? 'DEPOSITED' : 'REGISTERED';
  };

  /** Pays the referrer for one referral if its invitee qualified and nobody has yet; true when this call paid. */
  async function payIfQualified(tx: AppDatabase, referralId: number, at: Date): Promise<boolean> {
    const repo: ReferralRepository = createReferralRepository(tx);
    const referral = await repo.lock(referralId);
    if (!referral || referral.rewardedAt) return false;
    const rule = await repo.findRule(referral.merchantId);
    if (!rule || !(await repo.referralOn(referral.merchantId))) return false;
    if ((await repo.creditedWithin(referral, rule)) < rule.minDepositMinor) return false;
    if (rule.maxRewardsPerReferrer !== null) {
      // The referrer's wallet is locked before the count, so two invitees qualifying together are counted one after the other.
      await lockMemberWallet(tx, referral.referrerId);
      if ((await repo.rewardedCount(referral.referrerId)) >= rule.maxRewardsPerReferrer) return false;
    }
    const key = `referral:${referral.inviteeId}`;
    const paid = await transfer(tx, {
      type: 'BONUS',
      from: { kind: 'promotion-expense', merchantId: referral.merchantId },
      to: { kind: 'member-wallet', memberId: referral.referrerId },
      amountMinor: rule.rewardMinor,
      idempotencyKey: key,
      reference: key,
      memo: REFERRAL_PROMOTION,
    });
    if (!paid.repeated) {
      await addTurnoverRequirement(tx, {
        memberId: referral.referrerId, requiredMinor: rule.turnoverMultiplier * rule.rewardMinor, lockedMinor: rule.rewardMinor, reference: key,
      });
    }
    await repo.markRewarded(referral.id, { rewardMinor: rule.rewardMinor, transferId: paid.transferId, at });
    return !paid.repeated;
  }

  /** The merchant's rule as operators see it, with what its referrals have paid. */
  async function operatorView(repo: ReferralRepository, merchant: Merchant): Promise<OperatorReferralRule> {
    const [rule, paid] = await Promise.all([repo.findRule(merchant.id), repo.paidOf(merchant.id)]);
    return {
      merchant: merchant.code,
      enabled: merchantPromotionOn(merchant, REFERRAL_PROMOTION),
      rule: rule ? { ...ruleView(rule), maxRewardsPerReferrer: rule.maxRewardsPerReferrer } : null,
      paid: { referrals: paid.referrals, amount: toMajorUnits(paid.rewardMinor) },
    };
  }

  return {
    operatorRule: (merchant: Merchant) => operatorView(repository, merchant),

    /**
     * Writes the merchant's rule: it applies to every referral not yet paid (those paid keep their
     * reward). Audited with the rule before and after, only when it changed.
     */
    async setRule(merchant: Merchant, change: OperatorReferralRuleChange, audit: OperatorAudit): Promise<OperatorReferralRule> {
      return db.transaction(async (tx) => {
        const repo = createReferralRepository(tx);
        const before = await repo.lockRule(merchant.id);
        const after = {
          minDepositMinor: change.minDeposit, rewardMinor: change.reward, turnoverMultiplier: change.turnoverMultiplier,
          qualifyDays: change.qualifyDays, maxRewardsPerReferrer: change.maxRewardsPerReferrer,
        };
        const fields = Object.keys(after) as Array<keyof typeof after>;
        if (!before || fields.some((field) => before[field] !== after[field])) {
          await repo.saveRule({ merchantId: merchant.id, ...after });
          const beforeValues = before ? Object.fromEntries(fields.map((field) => [field, before[field]])) : null;
          await audit(tx, { merchantId: merchant.id, reason: change.reason ?? null, details: { before: beforeValues, after } });
        }
        return operatorView(repo, merchant);
      });
    },

    async myInvite(merchant: Merchant, memberId: number, pageOrigin: string): Promise<MyInvite> {
      requireReferral(merchant);
      const [code, rule, totals] = await Promise.all([codeOf(merchant, memberId), repository.findRule(merchant.id), repository.totalsOf(memberId)]);
      return {
        code,
        link: `${pageOrigin}/m/register?ref=${code}`,
        rule: rule ? ruleView(rule) : null,
        totals: { invited: totals.invited, deposited: totals.deposited, qualified: totals.qualified, rewardEarned: toMajorUnits(totals.rewardMinor) },
      };
    },

    /** The member's own invitees only (the referrer is the session's member). */
    async invitees(merchant: Merchant, memberId: number, page: { pageNo: number; pageSize: number }): Promise<Invitees> {
      requireReferral(merchant);
      const at = now();
      const [rule, { rows, total }] = await Promise.all([
        repository.findRule(merchant.id),
        repository.pageOf(memberId, { offset: (page.pageNo - 1) * page.pageSize, limit: page.pageSize }),
      ]);
      return {
        list: rows.map((row) => ({
          id: row.id,
          account: maskAccount(row.account),
          registeredAt: row.createdAt.getTime(),
          status: statusOf(row, rule, at),
          reward: toMajorUnits(row.rewardMinor),
          rewardedAt: row.rewardedAt?.getTime() ?? null,
        })),
        pageNum: page.pageNo,
        totalPages: Math.ceil(total / page.pageSize),
        totalCount: total,
      };
    },

    /**
     * The referrer a registration's code names, null without a code or with invite friends off
     * (the code is then ignored); an unknown code is refused with `referral.code.invalid`.
     */
    async referrerOf(merchant: Merchant, code: string | undefined): Promise<number | null> {
      if (code === undefined || !merchantPromotionOn(merchant, REFERRAL_PROMOTION)) return null;
      const normalized = normalizeReferralCode(code);
      const referrerId = REFERRAL_CODE.test(normalized) ? await repository.memberOfCode(merchant.id, normalized) : null;
      if (referrerId === null) throw new AppError('referral.code.invalid', { value: { field: 'recommenderId' } });
      return referrerId;
    },

    /** Records who invited the new member (written once per invitee). */
    record: (invitation: { merchantId: number; referrerId: number; inviteeId: number }) => repository.insertReferral(invitation),

    /**
     * After a deposit of `memberId` was credited: pays their referrer if they now qualify. Its own
     * transaction; whatever it misses, the job catches up.
     */
    async settleInvitee(memberId: number): Promise<boolean> {
      const referral = await repository.findByInvitee(memberId);
      if (!referral || referral.rewardedAt) return false;
      return db.transaction((tx) => payIfQualified(tx, referral.id, now()));
    },

    /** Pays every qualified referral still unpaid, on the job's transaction; answers how many it paid. */
    async settleDue(tx: AppDatabase, at: Date): Promise<number> {
      const due = await createReferralRepository(tx).qualifiedUnpaid(new Date(at.getTime() - CATCH_UP_DAYS * DAY_MS), CATCH_UP_BATCH);
      let paid = 0;
      for (const referralId of due) if (await payIfQualified(tx, referralId, at)) paid++;
      return paid;
    },
  };
}

export type Referrals = ReturnType<typeof createReferrals>;
