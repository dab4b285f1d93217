import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CountBubble } from '@/components/count-bubble';
import { BackIcon, GiftIcon, RefreshIcon } from '@/components/icons';
import { InboxUnreadBadge } from '@/components/inbox-unread-badge';
import { LoadFailed } from '@/components/layout/load-failed';
import { MemberAvatar } from '@/components/member-avatar';
import { HOME_PATH, pathOf } from '@/config/paths';
import { visibleEntries } from '@/lib/flag-gated-entries';
import { useRouteFlags } from '@/lib/flags';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { useFormatMoney, useSiteInfo } from '@/lib/site-status';
import { useWalletBalance } from '@/lib/wallet-balance';
import { useMemberInfo } from '@/features/member/api/member-info';
import {
  BellIcon, CameraIcon, ChartIcon, ChatIcon, ChevronIcon, CoinsIcon, CrownIcon, DiceIcon, DownloadIcon, EnvelopeIcon, HeadsetIcon, InIcon,
  OutIcon, PercentIcon, ReceiptIcon, SettingsIcon, ShareIcon, ShieldIcon, TeamIcon, TransferIcon, TrophyIcon, WalletIcon,
} from '@/components/menu-icons';
import {
  ENTRY_GROUPS, LIST_ENTRIES, QUICK_ENTRIES, type MineContext, type MineEntry, type MineListEntry,
} from '@/features/member/mine-menu';
import '@/features/member/components/mine.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each entry's icon: the quick menu's and the new layout's tiles. */
const ENTRY_ICONS: Record<string, ReactNode> = {
  deposit: <WalletIcon />,
  gameRecord: <DiceIcon />,
  transactions: <ReceiptIcon />,
  security: <ShieldIcon />,
  rewardCenter: <GiftIcon />,
  redRain: <EnvelopeIcon />,
  referral: <ShareIcon />,
  agent: <TeamIcon />,
  depositReport: <InIcon />,
  withdrawReport: <OutIcon />,
  transactionRecord: <ReceiptIcon />,
  profitLoss: <ChartIcon />,
  uplineTransfer: <TransferIcon />,
  manualRebate: <CoinsIcon />,
  leaderBoard: <TrophyIcon />,
  rebateReport: <PercentIcon />,
  news: <BellIcon />,
  feedback: <ChatIcon />,
  service: <HeadsetIcon />,
  appDownload: <DownloadIcon />,
};

/** Whole days from registration to `now` (when the info was fetched), the first day counting as day 1. */
const daysSince = (regDate: number, now: number) => Math.max(1, Math.floor((now - regDate) / DAY_MS) + 1);

/** Spec §3 site settings: mobileTemplate.mem_cen '1' selects the new layout, anything else the base one. */
export type MineLayout = 'new' | 'base';

type MinePageProps = {
  /** Unclaimed promotions: the reward centre entry carries the count when above 0. */
  unclaimedPromotions: number;
  /** Opens the app-download popup. */
  onAppDownload: () => void;
  /** Opens the referral dialog. */
  onReferral: () => void;
};

type EntryActions = Pick<MinePageProps, 'onAppDownload' | 'onReferral'>;

/** One entry: a link to its page, or the button that opens its popup (app download, referral). */
function EntryControl({ entry, className, actions, children }: { entry: MineEntry; className: string; actions: EntryActions; children: ReactNode }) {
  if (typeof entry.action !== 'object') {
    const open = entry.action === 'appDownload' ? actions.onAppDownload : actions.onReferral;
    return (
      <button type="button" className={className} data-testid={`mine-entry-${entry.id}`} onClick={open}>
        {children}
      </button>
    );
  }
  return (
    <Link className={className} to={pathOf(entry.action.route)} data-testid={`mine-entry-${entry.id}`}>
      {children}
    </Link>
  );
}

/** The counts an entry carries: unclaimed promotions, unread messages. */
function EntryBadges({ entry, unclaimedPromotions }: { entry: MineEntry; unclaimedPromotions: number }) {
  const t = useT();
  return (
    <>
      {entry.countsUnclaimed && unclaimedPromotions > 0 && (
        <CountBubble count={unclaimedPromotions} label={t('mine.unclaimed', { count: unclaimedPromotions })} testId="mine-unclaimed" />
      )}
      {entry.countsUnread && <InboxUnreadBadge testId="mine-unread" />}
    </>
  );
}

/** The balance with its refresh button (spec §4: read again only when asked). */
function Balance() {
  const t = useT();
  const formatMoney = useFormatMoney();
  const balance = useWalletBalance();
  return (
    <div className="mine-balance">
      <span className="mine-balance-label">{t('mine.balance')}</span>
      <span className="mine-balance-value">
        <span className="mine-balance-amount" data-testid="mine-balance" dir="ltr" aria-busy={balance.isFetching}>
          {balance.data ? formatMoney(balance.data.sumBalance) : '—'}
        </span>
        <button
          type="button"
          className={`mine-balance-refresh${balance.isFetching ? ' spinning' : ''}`}
          aria-label={t('mine.refreshBalance')}
          data-testid="mine-balance-refresh"
          onClick={() => void balance.refetch()}
        >
          <RefreshIcon />
        </button>
      </span>
    </div>
  );
}

/**
 * Spec §2 Member centre: profile, balance, quick menu and the entries, each shown while its page is
 * switched on (`mine-menu.ts`, the flags of the route table), in the merchant's layout (spec §3
 * mobileTemplate.mem_cen): the new one, a profile card over icon tiles in groups, or the base one,
 * a single list. Only real accounts reach it (the route table sends guests to log in and refuses
 * trial accounts).
 */
export function MinePage({ unclaimedPromotions, onAppDownload, onReferral }: MinePageProps) {
  const t = useT();
  const session = useSession();
  const owner = session?.userName ?? null;
  const site = useSiteInfo();
  const flags = useRouteFlags();
  const member = useMemberInfo(owner);
  const showVipBenefits = site?.showVipBenefits === true;
  const layout: MineLayout = site?.mobileTemplate.mem_cen === '1' ? 'new' : 'base';
  const actions: EntryActions = { onAppDownload, onReferral };

  const context: MineContext = {
    flags,
    memberType: member.data?.type ?? session?.type ?? 0,
    toUpline: member.data?.toUpline === true,
    missionEnabled: site?.promotions.some((promotion) => promotion.key === 'MISSION' && promotion.enabled) === true,
  };
  const listEntries = visibleEntries(LIST_ENTRIES, context);

  const name = member.data?.userName ?? owner ?? '?';
  const profileText = (
    <>
      <span className="mine-profile-text">
        <span className="mine-account" data-testid="mine-account" dir="ltr">{member.data?.userName ?? owner}</span>
        {member.data && (
          <span className="mine-profile-facts">
            {member.data.clubLabel && <span className="mine-club" data-testid="mine-club">{member.data.clubLabel}</span>}
            <span data-testid="mine-joined">{t('mine.joined', { count: daysSince(member.data.regDate, member.dataUpdatedAt) })}</span>
          </span>
        )}
      </span>
      {showVipBenefits && <ChevronIcon className="flip-rtl mine-profile-chevron" />}
    </>
  );

  const quickMenu = (
    <nav aria-label={t('mine.quickMenu')}>
      <ul className="mine-quick">
        {visibleEntries(QUICK_ENTRIES, context).map((entry) => (
          <li key={entry.id}>
            <EntryControl entry={entry} className="mine-quick-entry" actions={actions}>
              <span className="mine-quick-icon">{ENTRY_ICONS[entry.id]}</span>
              <span>{t(entry.label)}</span>
            </EntryControl>
          </li>
        ))}
      </ul>
    </nav>
  );

  const listRow = (entry: MineListEntry) => (
    <li key={entry.id}>
      <EntryControl entry={entry} className="mine-list-entry" actions={actions}>
        {layout === 'new' && <span className="mine-tile-icon">{ENTRY_ICONS[entry.id]}</span>}
        <span className="mine-list-label">{t(entry.label)}</span>
        <EntryBadges entry={entry} unclaimedPromotions={unclaimedPromotions} />
        {layout === 'base' && <ChevronIcon className="flip-rtl" />}
      </EntryControl>
    </li>
  );

  return (
    <section className={`page mine-page mine-layout-${layout}`} data-testid="page-mine" data-layout={layout}>
      <div className="mine-top">
        <Link className="mine-top-button" to={HOME_PATH} aria-label={t('common.backHome')} data-testid="mine-back">
          <BackIcon className="flip-rtl" />
        </Link>
        <h1 className="mine-title">{t('page.mine.title')}</h1>
        <Link className="mine-top-button" to={pathOf('set')} aria-label={t('page.set.title')} data-testid="mine-settings">
          <SettingsIcon />
        </Link>
      </div>

      <div className="mine-profile" aria-busy={member.isPending}>
        <div className="mine-profile-main">
          <Link className="mine-avatar-link" to={pathOf('member-avatar')} aria-label={t('avatar.change')} data-testid="mine-avatar-link">
            <MemberAvatar avatar={member.data?.avatar} name={name} owner={owner} className="mine-avatar" testId="mine-avatar" />
            <span className="mine-avatar-edit" aria-hidden="true"><CameraIcon /></span>
          </Link>
          {showVipBenefits ? (
            <Link className="mine-profile-link" to={pathOf('member-benefits')} data-testid="mine-profile">{profileText}</Link>
          ) : (
            <div className="mine-profile-link" data-testid="mine-profile">{profileText}</div>
          )}
        </div>
        {member.isError && <LoadFailed onRetry={() => void member.refetch()} />}
        {layout === 'base' && <Balance />}
      </div>

      {layout === 'new' && (
        <div className="mine-card">
          <Balance />
          {quickMenu}
        </div>
      )}
      {layout === 'base' && quickMenu}

      {showVipBenefits && (
        <Link className="mine-vip" to={pathOf('member-benefits')} data-testid="mine-vip">
          <CrownIcon />
          <span>{t('mine.vipRoom')}</span>
          <ChevronIcon className="flip-rtl" />
        </Link>
      )}

      {layout === 'base' ? (
        <nav aria-label={t('mine.menu')}>
          <ul className="mine-list">{listEntries.map(listRow)}</ul>
        </nav>
      ) : (
        <nav aria-label={t('mine.menu')} className="mine-groups">
          {ENTRY_GROUPS.map((group) => {
            const entries = listEntries.filter((entry) => entry.group === group);
            if (entries.length === 0) return null;
            return (
              <section key={group} className="mine-group" aria-labelledby={`mine-group-${group}`} data-testid={`mine-group-${group}`}>
                <h2 className="mine-group-title" id={`mine-group-${group}`}>{t(`mine.group.${group}`)}</h2>
                <ul className="mine-list mine-grid">{entries.map(listRow)}</ul>
              </section>
            );
          })}
        </nav>
      )}
    </section>
  );
}
