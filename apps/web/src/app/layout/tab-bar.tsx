import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { GiftIcon, HomeIcon, UserAddIcon, UserIcon, WalletIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { pathOf, type RouteName } from '@/config/paths';
import { useUnclaimedPromotionsCount } from '@/features/promotions/hooks/use-unclaimed-promotions-count';
import { useT } from '@/lib/i18n/use-t';

type TabItem = { route: RouteName; label: string; icon: ReactNode };

const TABS: readonly TabItem[] = [
  { route: 'home', label: 'tab.home', icon: <HomeIcon /> },
  { route: 'activity', label: 'tab.promotion', icon: <GiftIcon /> },
  { route: 'voucherCenter', label: 'tab.deposit', icon: <WalletIcon /> },
  { route: 'inviteFriends', label: 'tab.invite', icon: <UserAddIcon /> },
  { route: 'mine', label: 'tab.members', icon: <UserIcon /> },
];

const DEPOSIT_BONUS_BADGE = '+20%';

/** Spec §2 bottom tab bar: the Deposit button is raised in the middle, Members counts unclaimed promotions. */
export function TabBar() {
  const t = useT();
  const unclaimed = useUnclaimedPromotionsCount();
  const badgeOf = (route: RouteName) => {
    if (route === 'voucherCenter') return DEPOSIT_BONUS_BADGE;
    if (route === 'mine' && unclaimed > 0) return String(unclaimed);
    return null;
  };
  return (
    <nav className="tab-bar" data-testid="tab-bar" aria-label={t('tab.label')}>
      {TABS.map((tab) => {
        const badge = badgeOf(tab.route);
        // The Deposit button keeps the short id `tab-deposit`; the others are named after their page.
        const testId = tab.route === 'voucherCenter' ? 'tab-deposit' : `tab-${tab.route}`;
        return (
          <NavLink
            key={tab.route}
            to={pathOf(tab.route)}
            className={tab.route === 'voucherCenter' ? 'tab-item tab-item-raised' : 'tab-item'}
            data-testid={testId}
          >
            <span className="tab-icon">
              {badge ? (
                // Digits and signs keep their order in right-to-left languages ("+20%", not "%20+").
                <Badge content={<span dir="ltr" data-testid={`${testId}-badge`}>{badge}</span>}>{tab.icon}</Badge>
              ) : (
                tab.icon
              )}
            </span>
            <span className="tab-label">{t(tab.label)}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
