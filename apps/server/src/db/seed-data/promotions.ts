import { amountString, LANGUAGE_CODES, type LanguageCode } from '@m/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { merchants, promotions, type NewPromotionRow } from '../schema.ts';
import { sanitiseRules } from '../../modules/promotions/service.ts';
import { DEMO_DEPOSIT_PROMOTIONS } from './deposit-channels.ts';
import { PROMOTION_WORDS, type PromotionWords } from './promotion-words.ts';

const DAY_MS = 24 * 60 * 60_000;
type Texts = { title: keyof PromotionWords['titles']; rules: (words: PromotionWords) => string[] };

/** `{name}` in `template` replaced by the value of `name`. */
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
const money = (minor: number) => Number(amountString(minor)).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = (basisPoints: number) => basisPoints / 100;

function localised(texts: Texts) {
  const titles: Partial<Record<LanguageCode, string>> = {};
  const rules: Partial<Record<LanguageCode, string>> = {};
  for (const language of LANGUAGE_CODES) {
    const words = PROMOTION_WORDS[language];
    titles[language] = words.titles[texts.title];
    rules[language] = texts.rules(words).map((sentence) => `<p>${sentence}</p>`).join('');
  }
  return { titles, rulesHtml: sanitiseRules(rules) };
}

const [FIRST_DEPOSIT, RELOAD] = DEMO_DEPOSIT_PROMOTIONS as [(typeof DEMO_DEPOSIT_PROMOTIONS)[number], (typeof DEMO_DEPOSIT_PROMOTIONS)[number]];
const depositTerms = (offer: typeof FIRST_DEPOSIT) => ({ pct: percent(offer.percentBasisPoints), max: money(offer.maxBonusMinor), min: money(offer.minDepositMinor) });
/** A deposit bonus's rules as the engine keeps them: a share of the credited deposit, capped per member, from a smallest deposit. */
const depositRules = (offer: typeof FIRST_DEPOSIT) => ({
  kind: 'DEPOSIT_OFFER' as const, reward: { type: 'PERCENT' as const, basisPoints: offer.percentBasisPoints }, perMemberCapMinor: offer.maxBonusMinor,
  minDepositMinor: offer.minDepositMinor, turnoverMultiple: offer.turnoverMultiplier,
});

const MISSION = { target: 1_000_00, reward: 20_00 };
const CASHBACK = { basisPoints: 500, cap: 1_000_00 };
const BIRTHDAY_REWARD = 100_00;
const COMEBACK_REWARD = 50_00;

/**
 * The demo promotions of a merchant: what each pays is what its rules say, in every language. The
 * deposit offers are the bonuses the deposit page offers (paid when the deposit is credited), so only a
 * merchant taking deposits has them.
 */
function promotionsOf(merchantId: number, takesDeposits: boolean, now: number): NewPromotionRow[] {
  const base = { merchantId, audience: 'ALL' as const, startAt: new Date(now - 30 * DAY_MS), state: 'ACTIVE' as const };
  const rows: NewPromotionRow[] = [];
  if (takesDeposits) {
    rows.push(
      {
        ...base, ...depositRules(FIRST_DEPOSIT), code: 'FIRST_DEPOSIT', category: 'NEW_MEMBER', period: 'ONCE', audience: 'FIRST_DEPOSIT',
        imageSeed: 'first-deposit', sortOrder: 10,
        ...localised({ title: 'firstDeposit', rules: (words) => [fill(words.depositFirst, depositTerms(FIRST_DEPOSIT)), fill(words.wagering, { n: FIRST_DEPOSIT.turnoverMultiplier })] }),
      },
      {
        ...base, ...depositRules(RELOAD), code: 'RELOAD', category: 'DEPOSIT', period: 'DAILY', audience: 'DEPOSITORS',
        imageSeed: 'daily-reload', sortOrder: 20,
        ...localised({ title: 'reload', rules: (words) => [fill(words.depositReload, depositTerms(RELOAD)), fill(words.wagering, { n: RELOAD.turnoverMultiplier })] }),
      },
    );
  }
  rows.push(
    {
      ...base, code: 'SLOTS_MISSION', kind: 'MISSION', category: 'SLOTS', period: 'DAILY', measure: 'SLOTS_TURNOVER', targetMinor: MISSION.target,
      reward: { type: 'FIXED', amountMinor: MISSION.reward }, perMemberCapMinor: MISSION.reward, turnoverMultiple: 1, budgetMinor: 50_000_00,
      imageSeed: 'slots-mission', sortOrder: 30,
      ...localised({ title: 'slotsMission', rules: (words) => [fill(words.mission, { target: money(MISSION.target), reward: money(MISSION.reward) }), fill(words.wagering, { n: 1 })] }),
    },
    {
      ...base, code: 'WEEKEND_CASHBACK', kind: 'CASHBACK', category: 'OTHER', period: 'WEEKEND', measure: 'NET_LOSS',
      reward: { type: 'PERCENT', basisPoints: CASHBACK.basisPoints }, perMemberCapMinor: CASHBACK.cap, turnoverMultiple: 1, budgetMinor: 200_000_00,
      imageSeed: 'weekend-cashback', sortOrder: 40,
      ...localised({ title: 'weekendCashback', rules: (words) => [fill(words.cashback, { pct: percent(CASHBACK.basisPoints), max: money(CASHBACK.cap) }), fill(words.wagering, { n: 1 })] }),
    },
    {
      ...base, code: 'BIRTHDAY', kind: 'APPLICATION', category: 'VIP', period: 'ONCE', reward: { type: 'FIXED', amountMinor: BIRTHDAY_REWARD },
      perMemberCapMinor: BIRTHDAY_REWARD, turnoverMultiple: 1, budgetMinor: 20_000_00, imageSeed: 'birthday', sortOrder: 50,
      ...localised({ title: 'birthday', rules: (words) => [words.birthday, fill(words.review, { reward: money(BIRTHDAY_REWARD) }), fill(words.wagering, { n: 1 })] }),
    },
    {
      ...base, code: 'COMEBACK', kind: 'APPLICATION', category: 'OTHER', period: 'ONCE', reward: { type: 'FIXED', amountMinor: COMEBACK_REWARD },
      perMemberCapMinor: COMEBACK_REWARD, turnoverMultiple: 3, budgetMinor: 10_000_00, imageSeed: 'comeback', sortOrder: 60,
      ...localised({ title: 'comeback', rules: (words) => [words.comeback, fill(words.review, { reward: money(COMEBACK_REWARD) }), fill(words.wagering, { n: 3 })] }),
    },
    {
      ...base, code: 'LAUNCH_MISSION', kind: 'MISSION', category: 'SLOTS', period: 'ONCE', measure: 'SLOTS_TURNOVER', targetMinor: 5_000_00,
      reward: { type: 'FIXED', amountMinor: 88_00 }, perMemberCapMinor: 88_00, turnoverMultiple: 1, budgetMinor: 10_000_00,
      startAt: new Date(now - 60 * DAY_MS), endAt: new Date(now - 53 * DAY_MS), state: 'CLOSED', imageSeed: 'launch-mission', sortOrder: 70,
      ...localised({ title: 'launchMission', rules: (words) => [words.ended, fill(words.mission, { target: money(5_000_00), reward: money(88_00) })] }),
    },
  );
  return rows;
}

/** The merchants with demo promotions, and whether each takes deposits (ALT has the DEPOSIT flag off). */
const SEEDED = [{ code: 'DEMO', takesDeposits: true }, { code: 'ALT', takesDeposits: false }];

/**
 * Adds the demo promotions a merchant does not have yet (by code): runs on a fresh database and on one
 * seeded before. A deposit offer the migration of the deposit bonuses added (rules but no texts) gets its texts.
 */
export async function seedPromotions(db: AppDatabase, now = Date.now()): Promise<void> {
  for (const { code, takesDeposits } of SEEDED) {
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
    if (!merchant) continue;
    await db.insert(promotions).values(promotionsOf(merchant.id, takesDeposits, now)).onConflictDoUpdate({
      target: [promotions.merchantId, promotions.code],
      set: { titles: sql`excluded.titles`, rulesHtml: sql`excluded.rules_html` },
      setWhere: sql`${promotions.rulesHtml} = '{}'::jsonb`,
    });
  }
}
