import { isAgent } from '@m/contract';
import type { FlagContext, GatedEntry } from '@/lib/flag-gated-entries';

/** What decides whether an entry shows: the switches of the pages (route table) and the member. */
export type MineContext = FlagContext & {
  /** The member's type (spec §6: 0 player, 4 trial, 40 …; agents are the others). */
  memberType: number;
  /** The member may move money to their upline (member info `toUpline`). */
  toUpline: boolean;
  missionEnabled: boolean;
};

/** The groups of the list, in order: the new layout shows each under its heading (`mine.group.<id>`), the base one as one list. */
export const ENTRY_GROUPS = ['rewards', 'records', 'rebates', 'help'] as const;
export type EntryGroup = (typeof ENTRY_GROUPS)[number];

/**
 * An entry of the member centre. One that opens a page shows only while that page is switched on
 * (spec §2 Member centre: deposit DEPOSIT, reward centre REWCEN3, deposit report DEPRECM3, …): the
 * flag is the route table's (config/paths.ts), so an entry and its page never disagree.
 */
export type MineEntry = GatedEntry<MineContext, 'appDownload' | 'referral'> & {
  /** The entry carries the unclaimed promotions count when above 0. */
  countsUnclaimed?: boolean;
  /** The entry carries the unread messages count when above 0. */
  countsUnread?: boolean;
};

/** An entry of the list, with the group the new layout shows it in. */
export type MineListEntry = MineEntry & { group: EntryGroup };

/** Spec §2 Member centre quick menu: deposit, game record, transaction record, security centre (each while its page is on). */
export const QUICK_ENTRIES: readonly MineEntry[] = [
  { id: 'deposit', label: 'menu.deposit', action: { route: 'voucherCenter' } },
  { id: 'gameRecord', label: 'page.gameRecord.title', action: { route: 'gameRecord' } },
  { id: 'transactions', label: 'page.transaction-record.title', action: { route: 'transaction-record' } },
  { id: 'security', label: 'page.securityCenter.title', action: { route: 'securityCenter' } },
];

/**
 * Spec §2 Member centre list, in its order, with red-envelope rain (issue 19: members play it) after
 * the reward centre; online service and app download always show. The referral entry opens the
 * referral dialog, which says contact_service while the REFERRAL promotion is off (spec §6).
 */
export const LIST_ENTRIES: readonly MineListEntry[] = [
  { id: 'rewardCenter', group: 'rewards', label: 'page.rewardCenter.title', action: { route: 'rewardCenter' }, countsUnclaimed: true },
  { id: 'redRain', group: 'rewards', label: 'page.redRain.title', action: { route: 'redRain' } },
  { id: 'referral', group: 'rewards', label: 'menu.share', action: 'referral' },
  { id: 'agent', group: 'rewards', label: 'page.agent.title', when: (context) => isAgent(context.memberType), action: { route: 'agent' } },
  { id: 'depositReport', group: 'records', label: 'page.vouReport.title', action: { route: 'vouReport' } },
  { id: 'withdrawReport', group: 'records', label: 'page.withdrawReport.title', action: { route: 'withdrawReport' } },
  { id: 'transactionRecord', group: 'records', label: 'page.transaction-record.title', action: { route: 'transaction-record' } },
  { id: 'gameRecord', group: 'records', label: 'page.gameRecord.title', action: { route: 'gameRecord' } },
  { id: 'profitLoss', group: 'records', label: 'page.profitandloss.title', action: { route: 'profitandloss' } },
  {
    id: 'uplineTransfer', group: 'records', label: 'page.upLine-transfer.title',
    when: (context) => context.toUpline && context.memberType !== 2, action: { route: 'upLine-transfer' },
  },
  { id: 'manualRebate', group: 'rebates', label: 'page.member-manualRebate.title', action: { route: 'member-manualRebate' } },
  { id: 'leaderBoard', group: 'rebates', label: 'page.leaderBoard.title', when: (context) => context.missionEnabled, action: { route: 'leaderBoard' } },
  { id: 'rebateReport', group: 'rebates', label: 'page.member-rebateReport.title', action: { route: 'member-rebateReport' } },
  { id: 'news', group: 'help', label: 'mine.news', action: { route: 'webEmail' }, countsUnread: true },
  { id: 'feedback', group: 'help', label: 'page.feedback.title', action: { route: 'feedback' } },
  { id: 'service', group: 'help', label: 'page.service.title', action: { route: 'service' } },
  { id: 'appDownload', group: 'help', label: 'menu.appDownload', action: 'appDownload' },
];
