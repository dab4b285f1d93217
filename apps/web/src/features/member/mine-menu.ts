import { isAgent, type WhitelabelFlag } from '@m/contract';
import type { RouteName } from '@/config/paths';
import type { GatedEntry } from '@/lib/flag-gated-entries';

/** The whitelabel flags behind member centre entries (spec §2 Member centre). */
export const MINE_FLAGS = [
  'DEPOSIT', 'REWCEN3', 'DEPRECM3', 'WITHREC3', 'TRANSREC3', 'TRANSBETREPMEM3', 'PERSREP', 'AGETRANSFERUP3', 'MANPLAYREB3', 'PLYRBT', 'MAILCEN', 'FEEDBACK3',
] as const satisfies readonly WhitelabelFlag[];

export type MineFlag = (typeof MINE_FLAGS)[number];

/** What decides whether an entry shows. */
export type MineContext = {
  flags: Readonly<Partial<Record<MineFlag, boolean>>>;
  /** The member's type (spec §6: 0 player, 4 trial, 40 …; agents are the others). */
  memberType: number;
  /** The member may move money to their upline (member info `toUpline`). */
  toUpline: boolean;
  referralEnabled: boolean;
  missionEnabled: boolean;
};

export type MineEntry = GatedEntry<MineFlag, MineContext> & {
  action: { route: RouteName } | 'appDownload';
  /** The entry carries the unclaimed promotions count when above 0. */
  countsUnclaimed?: boolean;
};

/** Spec §2 Member centre quick menu: deposit, game record, transaction record, security centre. */
export const QUICK_ENTRIES: readonly MineEntry[] = [
  { id: 'deposit', label: 'menu.deposit', flag: 'DEPOSIT', action: { route: 'voucherCenter' } },
  { id: 'gameRecord', label: 'page.gameRecord.title', action: { route: 'gameRecord' } },
  { id: 'transactions', label: 'page.transaction-record.title', action: { route: 'transaction-record' } },
  { id: 'security', label: 'page.securityCenter.title', action: { route: 'securityCenter' } },
];

/** Spec §2 Member centre list, in its order; online service and app download always show. */
export const LIST_ENTRIES: readonly MineEntry[] = [
  { id: 'rewardCenter', label: 'page.rewardCenter.title', flag: 'REWCEN3', action: { route: 'rewardCenter' }, countsUnclaimed: true },
  { id: 'referral', label: 'menu.share', when: (context) => context.referralEnabled, action: { route: 'inviteFriends' } },
  { id: 'agent', label: 'page.agent.title', when: (context) => isAgent(context.memberType), action: { route: 'agent' } },
  { id: 'depositReport', label: 'page.vouReport.title', flag: 'DEPRECM3', action: { route: 'vouReport' } },
  { id: 'withdrawReport', label: 'page.withdrawReport.title', flag: 'WITHREC3', action: { route: 'withdrawReport' } },
  { id: 'transactionRecord', label: 'page.transaction-record.title', flag: 'TRANSREC3', action: { route: 'transaction-record' } },
  { id: 'gameRecord', label: 'page.gameRecord.title', flag: 'TRANSBETREPMEM3', action: { route: 'gameRecord' } },
  { id: 'profitLoss', label: 'page.profitandloss.title', flag: 'PERSREP', action: { route: 'profitandloss' } },
  {
    id: 'uplineTransfer', label: 'page.upLine-transfer.title', flag: 'AGETRANSFERUP3',
    when: (context) => context.toUpline && context.memberType !== 2, action: { route: 'upLine-transfer' },
  },
  { id: 'manualRebate', label: 'page.member-manualRebate.title', flag: 'MANPLAYREB3', action: { route: 'member-manualRebate' } },
  { id: 'leaderBoard', label: 'page.leaderBoard.title', when: (context) => context.missionEnabled, action: { route: 'leaderBoard' } },
  { id: 'rebateReport', label: 'page.member-rebateReport.title', flag: 'PLYRBT', action: { route: 'member-rebateReport' } },
  { id: 'news', label: 'mine.news', flag: 'MAILCEN', action: { route: 'webEmail' } },
  { id: 'feedback', label: 'page.feedback.title', flag: 'FEEDBACK3', action: { route: 'feedback' } },
  { id: 'service', label: 'page.service.title', action: { route: 'service' } },
  { id: 'appDownload', label: 'menu.appDownload', action: 'appDownload' },
];
