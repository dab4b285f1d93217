import { isAgent } from '@m/contract';
import type { FlagContext, GatedEntry } from '@/lib/flag-gated-entries';

/** What decides whether an entry shows: the switches of the pages (route table) and the member. */
export type MineContext = FlagContext & {
  /** The member's type (spec §6: 0 player, 4 trial, 40 …; agents are the others). */
  memberType: number;
  /** The member may move money to their upline (member info `toUpline`). */
  toUpline: boolean;
  referralEnabled: boolean;
  missionEnabled: boolean;
};

/**
 * An entry of the member centre. One that opens a page shows only while that page is switched on
 * (spec §2 Member centre: deposit DEPOSIT, reward centre REWCEN3, deposit report DEPRECM3, …): the
 * flag is the route table's (config/paths.ts), so an entry and its page never disagree.
 */
export type MineEntry = GatedEntry<MineContext, 'appDownload'> & {
  /** The entry carries the unclaimed promotions count when above 0. */
  countsUnclaimed?: boolean;
  /** The entry carries the unread messages count when above 0. */
  countsUnread?: boolean;
};

/** Spec §2 Member centre quick menu: deposit, game record, transaction record, security centre (each while its page is on). */
export const QUICK_ENTRIES: readonly MineEntry[] = [
  { id: 'deposit', label: 'menu.deposit', action: { route: 'voucherCenter' } },
  { id: 'gameRecord', label: 'page.gameRecord.title', action: { route: 'gameRecord' } },
  { id: 'transactions', label: 'page.transaction-record.title', action: { route: 'transaction-record' } },
  { id: 'security', label: 'page.securityCenter.title', action: { route: 'securityCenter' } },
];

/** Spec §2 Member centre list, in its order, with red-envelope rain (issue 19: members play it) after the reward centre; online service and app download always show. */
export const LIST_ENTRIES: readonly MineEntry[] = [
  { id: 'rewardCenter', label: 'page.rewardCenter.title', action: { route: 'rewardCenter' }, countsUnclaimed: true },
  { id: 'redRain', label: 'page.redRain.title', action: { route: 'redRain' } },
  { id: 'referral', label: 'menu.share', when: (context) => context.referralEnabled, action: { route: 'inviteFriends' } },
  { id: 'agent', label: 'page.agent.title', when: (context) => isAgent(context.memberType), action: { route: 'agent' } },
  { id: 'depositReport', label: 'page.vouReport.title', action: { route: 'vouReport' } },
  { id: 'withdrawReport', label: 'page.withdrawReport.title', action: { route: 'withdrawReport' } },
  { id: 'transactionRecord', label: 'page.transaction-record.title', action: { route: 'transaction-record' } },
  { id: 'gameRecord', label: 'page.gameRecord.title', action: { route: 'gameRecord' } },
  { id: 'profitLoss', label: 'page.profitandloss.title', action: { route: 'profitandloss' } },
  {
    id: 'uplineTransfer', label: 'page.upLine-transfer.title',
    when: (context) => context.toUpline && context.memberType !== 2, action: { route: 'upLine-transfer' },
  },
  { id: 'manualRebate', label: 'page.member-manualRebate.title', action: { route: 'member-manualRebate' } },
  { id: 'leaderBoard', label: 'page.leaderBoard.title', when: (context) => context.missionEnabled, action: { route: 'leaderBoard' } },
  { id: 'rebateReport', label: 'page.member-rebateReport.title', action: { route: 'member-rebateReport' } },
  { id: 'news', label: 'mine.news', action: { route: 'webEmail' }, countsUnread: true },
  { id: 'feedback', label: 'page.feedback.title', action: { route: 'feedback' } },
  { id: 'service', label: 'page.service.title', action: { route: 'service' } },
  { id: 'appDownload', label: 'menu.appDownload', action: 'appDownload' },
];
