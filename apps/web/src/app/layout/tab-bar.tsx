import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { GiftIcon, HomeIcon, UserAddIcon, UserIcon, WalletIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { pathOf, routeNamedReachable, type RouteName } from '@/config/paths';
import { useUnclaimedPromotionsCount } from '@/features/promotions/hooks/use-unclaimed-promotions-count';
import DepositBonusBadge from '@/features/wallet/components/deposit-bonus-badge';
import { useRouteFlags } from '@/lib/flags';
import { useT } from '@/lib/i18n/use-t';
import { usePageSettled } from '@/lib/page-settled';

type TabItem = { route: RouteName; label: string; icon: ReactNode };

const TABS: readonly TabItem[] = [
  { route: 'home', label: 'tab.home', icon: <HomeIcon /> },
  { route: 'activity', label: 'tab.promotion', icon: <GiftIcon /> },
  { route: 'voucherCenter', label: 'tab.deposit', icon: <WalletIcon /> },
  { route: 'inviteFriends', label: 'tab.invite', icon: <UserAddIcon /> },
  { route: 'mine', label: 'tab.members', icon: <UserIcon /> },
];

/**
 * Spec §2 bottom tab bar: the Deposit button is raised in the middle, Members counts unclaimed
 * promotions. A tab shows only while its page is switched on (the route table's flag: no Deposit
 * where the merchant has no deposits, and then no bonus is asked for). The Deposit badge is the
 * best bonus this member can still have with a deposit ("+20%" before the first one; a guest's,
 * what a new player gets), none when none is open. It is asked for once the page has settled: the
 * deposit calls' code and answer are not what the first paint is for.
 */
export function TabBar() {
  const t = useT();
  const flags = useRouteFlags();
  const settled = usePageSettled();
  const unclaimed = useUnclaimedPromotionsCount();
  const iconOf = (tab: TabItem, testId: string) => {
    if (tab.route === 'voucherCenter') {
      return settled ? <DepositBonusBadge icon={tab.icon} testId={testId} /> : tab.icon;
    }
    if (tab.route === 'mine' && unclaimed > 0) {
      return <Badge content={<span dir="ltr" data-testid={`${testId}-badge`}>{unclaimed}</span>}>{tab.icon}</Badge>;
    }
    return tab.icon;
  };
  return (
    <nav className="tab-bar" data-testid="tab-bar" aria-label={t('tab.label')}>
      {TABS.filter((tab) => routeNamedReachable(tab.route, flags)).map((tab) => {
        // The Deposit button keeps the short id `tab-deposit`; the others are named after their page.
        const testId = tab.route === 'voucherCenter' ? 'tab-deposit' : `tab-${tab.route}`;
        return (
          <NavLink
            key={tab.route}
            to={pathOf(tab.route)}
            className={tab.route === 'voucherCenter' ? 'tab-item tab-item-raised' : 'tab-item'}
            data-testid={testId}
          >
            <span className="tab-icon">{iconOf(tab, testId)}</span>
            <span className="tab-label">{t(tab.label)}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
