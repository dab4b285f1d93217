import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CountBubble } from '@/components/count-bubble';
import { BackIcon } from '@/components/icons';
import { InboxUnreadBadge } from '@/components/inbox-unread-badge';
import { LoadFailed } from '@/components/layout/load-failed';
import { HOME_PATH, pathOf } from '@/config/paths';
import { visibleEntries } from '@/lib/flag-gated-entries';
import { useRouteFlags } from '@/lib/flags';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { useFormatMoney, useSiteInfo } from '@/lib/site-status';
import { useWalletBalance } from '@/lib/wallet-balance';
import { useMemberInfo } from '@/features/member/api/member-info';
import { ChevronIcon, CrownIcon, DiceIcon, ReceiptIcon, SettingsIcon, ShieldIcon, WalletIcon } from '@/features/member/components/mine-icons';
import { LIST_ENTRIES, QUICK_ENTRIES, type MineContext, type MineEntry } from '@/features/member/mine-menu';
import '@/features/member/components/mine.css';

const DAY_MS = 24 * 60 * 60 * 1000;

const QUICK_ICONS: Record<string, ReactNode> = {
  deposit: <WalletIcon />,
  gameRecord: <DiceIcon />,
  transactions: <ReceiptIcon />,
  security: <ShieldIcon />,
};

/** Whole days from registration to `now` (when the info was fetched), the first day counting as day 1. */
const daysSince = (regDate: number, now: number) => Math.max(1, Math.floor((now - regDate) / DAY_MS) + 1);

type MinePageProps = {
  /** Unclaimed promotions: the reward centre entry carries the count when above 0. */
  unclaimedPromotions: number;
  /** Opens the app-download popup. */
  onAppDownload: () => void;
};

/** One entry: a link to its page, or the button that opens the app-download popup. */
function EntryControl({ entry, className, onAppDownload, children }: { entry: MineEntry; className: string; onAppDownload: () => void; children: ReactNode }) {
  if (entry.action === 'appDownload') {
    return (
      <button type="button" className={className} data-testid={`mine-entry-${entry.id}`} onClick={onAppDownload}>
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

/**
 * Spec §2 Member centre: profile, balance, quick menu and the list of entries, each shown while
 * its page is switched on (`mine-menu.ts`, the flags of the route table). Only real accounts reach
 * it (the route table sends guests to log in and refuses trial accounts).
 */
export function MinePage({ unclaimedPromotions, onAppDownload }: MinePageProps) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const session = useSession();
  const owner = session?.userName ?? null;
  const site = useSiteInfo();
  const flags = useRouteFlags();
  const member = useMemberInfo(owner);
  const balance = useWalletBalance();
  const showVipBenefits = site?.showVipBenefits === true;

  const context: MineContext = {
    flags,
    memberType: member.data?.type ?? session?.type ?? 0,
    toUpline: member.data?.toUpline === true,
    referralEnabled: site?.promotions.some((promotion) => promotion.key === 'REFERRAL' && promotion.enabled) === true,
    missionEnabled: site?.promotions.some((promotion) => promotion.key === 'MISSION' && promotion.enabled) === true,
  };

  const profile = (
    <>
      <span className="mine-avatar" aria-hidden="true">{(member.data?.userName ?? owner ?? '?').slice(0, 1).toUpperCase()}</span>
      <span className="mine-profile-text">
        <span className="mine-account" data-testid="mine-account" dir="ltr">{member.data?.userName ?? owner}</span>
        {member.data && (
          <span className="mine-profile-facts">
            {member.data.clubLabel && <span className="mine-club" data-testid="mine-club">{member.data.clubLabel}</span>}
            <span data-testid="mine-joined">{t('mine.joined', { count: daysSince(member.data.regDate, member.dataUpdatedAt) })}</span>
          </span>
        )}
      </span>
    </>
  );

  return (
    <section className="page mine-page" data-testid="page-mine">
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
        {showVipBenefits ? (
          <Link className="mine-profile-main" to={pathOf('member-benefits')} data-testid="mine-profile">{profile}</Link>
        ) : (
          <div className="mine-profile-main" data-testid="mine-profile">{profile}</div>
        )}
        {member.isError && <LoadFailed onRetry={() => void member.refetch()} />}
        <div className="mine-balance">
          <span className="mine-balance-label">{t('mine.balance')}</span>
          <span className="mine-balance-amount" data-testid="mine-balance" dir="ltr" aria-busy={balance.isFetching}>
            {balance.data ? formatMoney(balance.data.sumBalance) : '—'}
          </span>
        </div>
      </div>

      <nav aria-label={t('mine.quickMenu')}>
        <ul className="mine-quick">
          {visibleEntries(QUICK_ENTRIES, context).map((entry) => (
            <li key={entry.id}>
              <EntryControl entry={entry} className="mine-quick-entry" onAppDownload={onAppDownload}>
                <span className="mine-quick-icon">{QUICK_ICONS[entry.id]}</span>
                <span>{t(entry.label)}</span>
              </EntryControl>
            </li>
          ))}
        </ul>
      </nav>

      {showVipBenefits && (
        <Link className="mine-vip" to={pathOf('member-benefits')} data-testid="mine-vip">
          <CrownIcon />
          <span>{t('mine.vipRoom')}</span>
          <ChevronIcon className="flip-rtl" />
        </Link>
      )}

      <nav aria-label={t('mine.menu')}>
        <ul className="mine-list">
          {visibleEntries(LIST_ENTRIES, context).map((entry) => (
            <li key={entry.id}>
              <EntryControl entry={entry} className="mine-list-entry" onAppDownload={onAppDownload}>
                <span className="mine-list-label">{t(entry.label)}</span>
                {entry.countsUnclaimed && unclaimedPromotions > 0 && (
                  <CountBubble count={unclaimedPromotions} label={t('mine.unclaimed', { count: unclaimedPromotions })} testId="mine-unclaimed" />
                )}
                {entry.countsUnread && <InboxUnreadBadge testId="mine-unread" />}
                <ChevronIcon className="flip-rtl" />
              </EntryControl>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
