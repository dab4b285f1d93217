import { FISH_RTP, LANGUAGE_CODES, SLOT_THEMES, type LanguageCode } from '@m/contract';
import type { LocalizedText, LocalizedTexts } from '../schema.ts';
import { HELP_WORDS } from './help-article-words.ts';
import { AGREEMENT_WORDS } from './user-agreement-words.ts';
import { type AgreementFacts, demoMerchantFactsOf, figureSentences, list, paragraph, percentIn } from './user-agreement.ts';

/**
 * The demo merchants' help centre in the 31 languages: deposits (where the merchant takes them),
 * withdrawals, account and security, responsible gaming, game rules, provably fair play and a lost
 * password. Every rule is one the platform applies: the figures come from the seeded rules and from
 * the in-house games themselves, and what the user agreement also says is said in its words.
 */

type HelpArticle = { key: string; texts: LocalizedTexts };
type Topic = { key: string; forDeposits?: boolean; write: (language: LanguageCode, facts: AgreementFacts) => LocalizedText };

/** The in-house slot themes' stated returns, in basis points. */
const paybackBasisPoints = Object.values(SLOT_THEMES).map((theme) => Math.round(theme.rtp * 100));

const TOPICS: readonly Topic[] = [
  {
    key: 'help.deposit',
    forDeposits: true,
    write: (language, facts) => {
      const words = HELP_WORDS[language];
      const figures = figureSentences(language, facts);
      return {
        title: words.depositsTitle,
        content: [
          paragraph(words.depositSteps),
          paragraph(figures.depositWays),
          list(figures.firstDeposit, figures.reload),
          paragraph(figures.wagering),
          paragraph(AGREEMENT_WORDS[language].depositLimits),
          paragraph(words.depositTrouble),
        ].join(''),
      };
    },
  },
  {
    key: 'help.withdraw',
    write: (language, facts) => {
      const words = HELP_WORDS[language];
      const figures = figureSentences(language, facts);
      return {
        title: words.withdrawalsTitle,
        content: [
          paragraph(figures.withdrawalRules),
          paragraph(words.withdrawSteps),
          paragraph(words.withdrawRefused),
          ...(facts.deposits ? [paragraph(figures.wagering)] : []),
        ].join(''),
      };
    },
  },
  {
    key: 'help.account-security',
    write: (language) => {
      const words = HELP_WORDS[language];
      return {
        title: words.accountTitle,
        content: [
          paragraph(AGREEMENT_WORDS[language].account[1]),
          list(words.loginPassword, words.paymentPassword, words.boundAccounts),
        ].join(''),
      };
    },
  },
  {
    key: 'help.responsible-gaming',
    write: (language, facts) => {
      const agreement = AGREEMENT_WORDS[language];
      return {
        title: agreement.responsibleGaming,
        content: [
          paragraph(agreement.playForFun),
          list(agreement.noChasing, agreement.breaks, ...(facts.deposits ? [agreement.depositLimitsTip] : []), HELP_WORDS[language].protectionTools, agreement.keepTrack),
          paragraph(agreement.help),
        ].join(''),
      };
    },
  },
  {
    key: 'help.game-rules',
    write: (language) => {
      const words = HELP_WORDS[language];
      return {
        title: words.gameRulesTitle,
        content: [
          paragraph(words.randomResults),
          paragraph(words.inHouseSlot(percentIn(language, Math.min(...paybackBasisPoints)), percentIn(language, Math.max(...paybackBasisPoints)))),
          paragraph(words.liveTables),
          paragraph(words.fishing(percentIn(language, FISH_RTP * 100))),
          paragraph(words.pvpDuels),
          paragraph(words.freePlay),
          paragraph(words.betRecords),
        ].join(''),
      };
    },
  },
  {
    key: 'help.fair-play',
    write: (language) => ({ title: HELP_WORDS[language].fairPlayTitle, content: paragraph(HELP_WORDS[language].fairPlay) }),
  },
  {
    key: 'help.forgot-password',
    write: (language) => ({ title: HELP_WORDS[language].forgotTitle, content: paragraph(HELP_WORDS[language].forgotPassword) }),
  },
];

/** A demo merchant's help articles, in order; none for a merchant the seed does not know. */
export function demoHelpArticles(merchantCode: string): HelpArticle[] {
  const facts = demoMerchantFactsOf(merchantCode);
  if (!facts) return [];
  return TOPICS
    .filter((topic) => facts.deposits || !topic.forDeposits)
    .map((topic) => ({
      key: topic.key,
      texts: Object.fromEntries(LANGUAGE_CODES.map((language) => [language, topic.write(language, facts)])),
    }));
}
