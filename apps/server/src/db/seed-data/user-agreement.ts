import { LANGUAGES, type LanguageCode } from '@m/contract';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { merchantDocuments, merchants, type LocalizedText, type LocalizedTexts } from '../schema.ts';
import { DEMO_DEPOSIT_CHANNELS, DEMO_DEPOSIT_PROMOTIONS } from './deposit-channels.ts';
import { AGREEMENT_WORDS, type AgreementWords } from './user-agreement-words.ts';
import { WITHDRAWAL_SETTINGS } from './withdrawals.ts';

/**
 * The user agreement of the demo merchants (terms of use, privacy, responsible gaming) in the 31
 * languages. Every rule it states is one the platform applies; the figures come from the seeded rules
 * themselves, so the text cannot promise more than is paid. Operators edit the stored copy.
 */

export type AgreementFacts = {
  /** The merchant takes deposits (DEMO); ALT does not. */
  deposits: boolean;
  withdrawals: { minMinor: number; maxMinor: number; dailyCount: number };
};

/** The locale whose rules write a language's money and percentages (Portuguese of Portugal for PT, not of Brazil). */
const localeOf = (language: LanguageCode): string =>
  language === 'PT' ? 'pt-PT' : LANGUAGES.find((entry) => entry.code === language)!.htmlLang;

/**
 * Pesos as `language` writes them (`₱2,000`, `2 000 ₱`, `₱ 2.000`): its sign position, separators and
 * grouping, in Latin digits like every figure the app shows, so the agreement's figures read as the deposit
 * and withdrawal pages write them.
 */
export function pesosIn(language: LanguageCode, minor: number): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency', currency: 'PHP', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0, maximumFractionDigits: 2, numberingSystem: 'latn',
  }).format(minor / 100);
}

/** A percentage of basis points as `language` writes it (`20%`, `20 %`, `%20`). */
export function percentIn(language: LanguageCode, basisPoints: number): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2, numberingSystem: 'latn' }).format(basisPoints / 10_000);
}

export const times = (multiple: number) => `${multiple}×`;

const section = (heading: string, ...paragraphs: string[]) => `<h2>${heading}</h2>${paragraphs.join('')}`;
export const paragraph = (text: string) => `<p>${text}</p>`;
export const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const firstDeposit = DEMO_DEPOSIT_PROMOTIONS.find((promotion) => promotion.code === 'FIRST_DEPOSIT')!;
const reload = DEMO_DEPOSIT_PROMOTIONS.find((promotion) => promotion.code === 'RELOAD')!;
const minimumDeposit = Math.min(...DEMO_DEPOSIT_CHANNELS.map((channel) => channel.minMinor));
const bankTransferMinimum = DEMO_DEPOSIT_CHANNELS.find((channel) => channel.channel === 'mt')!.minMinor;
const appFee = DEMO_DEPOSIT_CHANNELS.find((channel) => channel.channel === 'ma')!.feeBasisPoints ?? 0;

/**
 * The sentences that carry the seeded figures, written the way `language` writes them. The help
 * articles (help-articles.ts) state the same rules with the same sentences.
 */
export function figureSentences(language: LanguageCode, facts: AgreementFacts, words: AgreementWords = AGREEMENT_WORDS[language]) {
  const pesos = (minor: number) => pesosIn(language, minor);
  const percent = (basisPoints: number) => percentIn(language, basisPoints);
  const { withdrawals } = facts;
  return {
    depositWays: words.depositWays(pesos(minimumDeposit), pesos(bankTransferMinimum), percent(appFee)),
    firstDeposit: words.firstDeposit(percent(firstDeposit.percentBasisPoints), pesos(firstDeposit.minDepositMinor), pesos(firstDeposit.maxBonusMinor)),
    reload: words.reload(percent(reload.percentBasisPoints), pesos(reload.minDepositMinor), pesos(reload.maxBonusMinor)),
    wagering: words.wagering(times(firstDeposit.turnoverMultiplier), times(reload.turnoverMultiplier)),
    withdrawalRules: words.withdrawalRules(pesos(withdrawals.minMinor), pesos(withdrawals.maxMinor), withdrawals.dailyCount),
  };
}

/** The agreement in one language: its words with the seeded figures written the way that language writes them. */
function agreementIn(language: LanguageCode, words: AgreementWords, facts: AgreementFacts): LocalizedText {
  const figures = figureSentences(language, facts, words);
  return {
    title: words.title,
    content: [
      section(words.whoMayPlay[0], paragraph(words.whoMayPlay[1])),
      section(words.account[0], paragraph(words.account[1])),
      ...(facts.deposits
        ? [
            section(words.deposits, paragraph(figures.depositWays), paragraph(words.depositLimits)),
            section(words.bonuses, list(figures.firstDeposit, figures.reload), paragraph(figures.wagering)),
          ]
        : []),
      section(words.withdrawals, paragraph(figures.withdrawalRules)),
      section(words.fairPlay[0], paragraph(words.fairPlay[1])),
      section(words.privacy[0], paragraph(words.privacy[1])),
      section(words.responsibleGaming,
        paragraph(words.playForFun),
        list(words.noChasing, words.breaks, ...(facts.deposits ? [words.depositLimitsTip] : []), words.keepTrack),
        paragraph(words.help)),
      section(words.changes[0], paragraph(words.changes[1])),
    ].join(''),
  };
}

/** The agreement in every language the app offers. */
export function userAgreementTexts(facts: AgreementFacts): LocalizedTexts {
  return Object.fromEntries(
    (Object.keys(AGREEMENT_WORDS) as LanguageCode[]).map((language) => [language, agreementIn(language, AGREEMENT_WORDS[language], facts)]),
  );
}

/** The sentences of the first edition that have changed since. */
type Revised = Pick<AgreementWords, 'reload' | 'wagering' | 'withdrawalRules' | 'privacy' | 'changes'>;

/**
 * What the first seed of the agreement wrote (step `user-agreement`): English and Filipino only, with
 * sentences since made exact (the reload's one bonus in 24 hours, what a bonus locks, withdrawals counted
 * over 24 hours, Customer service named as the app names it). Kept to recognise a copy no operator has edited.
 */
const FIRST_EDITION: Partial<Record<LanguageCode, Revised>> = {
  EN: {
    reload: (percent, minimum, maximum) => `Daily reload: after your first deposit, ${percent} of one deposit of ${minimum} or more every 24 hours, up to ${maximum}.`,
    wagering: (first, reload) => `You choose the bonus when you deposit, and it is credited with the deposit. Each bonus comes with wagering: ${first} (first deposit) or ${reload} (reload) the deposit plus the bonus. Until it is met, no money can be withdrawn or transferred from your wallet. Slot stakes count towards it.`,
    withdrawalRules: (minimum, maximum, count) => `To withdraw, set a 6-digit payment password and bind a bank account or e-wallet in your own name in the Security Centre. A withdrawal is between ${minimum} and ${maximum}, at most ${count} a day. It is reviewed before it is paid, and the withdrawal page shows each step. Five wrong payment passwords in a row lock it for 30 minutes.`,
    privacy: ['Privacy', AGREEMENT_WORDS.EN.privacy[1].replace('contact Customer service.', 'contact Online Service.')],
    changes: ['Changes and contact', AGREEMENT_WORDS.EN.changes[1].replace('go to Customer service.', 'go to Online Service.')],
  },
  TY: {
    reload: (percent, minimum, maximum) => `Araw-araw na reload: pagkatapos ng unang deposito, ${percent} ng isang deposito na ${minimum} o higit pa bawat 24 oras, hanggang ${maximum}.`,
    wagering: (first, reload) => `Pipiliin mo ang bonus kapag nagdeposito ka, at papasok ito kasama ng deposito. May kasamang wagering ang bawat bonus: ${first} (unang deposito) o ${reload} (reload) ng deposito at bonus. Hangga't hindi ito naaabot, walang perang mawi-withdraw o maililipat mula sa iyong wallet. Kasama rito ang mga taya sa slot.`,
    withdrawalRules: (minimum, maximum, count) => `Para mag-withdraw, maglagay ng 6-digit na payment password at mag-bind ng bank account o e-wallet na nasa iyong pangalan sa Security Centre. Ang withdrawal ay mula ${minimum} hanggang ${maximum}, hanggang ${count} bawat araw. Sinusuri ito bago bayaran, at makikita sa withdrawal page ang bawat hakbang. Kapag limang beses na mali ang payment password nang sunod-sunod, naka-lock ito nang 30 minuto.`,
    privacy: ['Privacy', AGREEMENT_WORDS.TY.privacy[1].replace('sa Customer service.', 'sa Online Service.')],
    changes: ['Mga pagbabago at pakikipag-ugnayan', AGREEMENT_WORDS.TY.changes[1].replace('sa Customer service.', 'sa Online Service.')],
  },
};

/** The copy the first seed of the agreement wrote for a merchant with these facts. */
export function firstEditionTexts(facts: AgreementFacts): LocalizedTexts {
  return Object.fromEntries(
    (Object.entries(FIRST_EDITION) as [LanguageCode, Revised][])
      .map(([language, earlier]) => [language, agreementIn(language, { ...AGREEMENT_WORDS[language], ...earlier }, facts)]),
  );
}

/** The same languages with the same titles and contents (a JSONB column keeps no key order). */
function sameTexts(stored: LocalizedTexts, expected: LocalizedTexts): boolean {
  const languages = Object.keys(expected) as LanguageCode[];
  return Object.keys(stored).length === languages.length
    && languages.every((language) => {
      const [a, b] = [stored[language], expected[language]];
      return a !== undefined && b !== undefined && a.title === b.title && a.content === b.content && a.imageUrl === b.imageUrl;
    });
}

const MERCHANT_FACTS: Record<string, Omit<AgreementFacts, 'withdrawals'>> = { DEMO: { deposits: true }, ALT: { deposits: false } };

/** What a demo merchant's texts may state: whether it takes deposits, and its seeded withdrawal rules. */
export function demoMerchantFactsOf(merchantCode: string): AgreementFacts | undefined {
  const facts = MERCHANT_FACTS[merchantCode];
  const settings = WITHDRAWAL_SETTINGS.find((entry) => entry.merchantCode === merchantCode);
  if (!facts || !settings) return undefined;
  const { minMinor, maxMinor, dailyCount } = settings;
  return { ...facts, withdrawals: { minMinor, maxMinor, dailyCount } };
}

/** Each demo merchant that exists, with the facts its agreement states. */
async function demoMerchantFacts(db: AppDatabase): Promise<{ merchantId: number; facts: AgreementFacts }[]> {
  const found = [];
  for (const { merchantCode } of WITHDRAWAL_SETTINGS) {
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode));
    const facts = demoMerchantFactsOf(merchantCode);
    if (merchant && facts) found.push({ merchantId: merchant.id, facts });
  }
  return found;
}

/** A seed step: gives each demo merchant its user agreement when it has none (an operator's edited copy is kept). */
export async function seedUserAgreements(db: AppDatabase): Promise<void> {
  for (const { merchantId, facts } of await demoMerchantFacts(db)) {
    await db.insert(merchantDocuments)
      .values({ merchantId, kind: 'USER_AGREEMENT', texts: userAgreementTexts(facts) })
      .onConflictDoNothing();
  }
}

/**
 * A seed step: brings a demo merchant's agreement that is still the first seed's copy (English and Filipino)
 * to today's, in every language. A copy an operator edited, in any way, is left exactly as it is: the
 * operator's text goes on answering every language (other languages fall back to English).
 */
export async function seedUserAgreementLanguages(db: AppDatabase): Promise<void> {
  for (const { merchantId, facts } of await demoMerchantFacts(db)) {
    const where = and(eq(merchantDocuments.merchantId, merchantId), eq(merchantDocuments.kind, 'USER_AGREEMENT'));
    const [stored] = await db.select({ texts: merchantDocuments.texts }).from(merchantDocuments).where(where).for('update');
    if (stored && sameTexts(stored.texts, firstEditionTexts(facts))) {
      await db.update(merchantDocuments).set({ texts: userAgreementTexts(facts), updatedAt: new Date() }).where(where);
    }
  }
}
