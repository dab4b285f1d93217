import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATHS, isTrial } from '@m/contract';
import { confirmLogout } from '@/components/logout-confirm';
import { InboxUnreadBadge } from '@/components/inbox-unread-badge';
import { MemberAvatar } from '@/components/member-avatar';
import { Dialog } from '@/components/ui/feedback';
import { Popup } from '@/components/ui/popup';
import { HOME_PATH, pathOf } from '@/config/paths';
import { useGameVendors } from '@/lib/game-vendors';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { visibleEntries, type FlagContext, type GatedEntry } from '@/lib/flag-gated-entries';
import { useRouteFlags } from '@/lib/flags';
import { useSiteInfo } from '@/lib/site-status';
import { homeCategories, type HomeCategory } from '@/features/home/game-categories';
import { categoryLabel } from '@/lib/game-categories';
import { selectGameCategory } from '@/features/home/store/game-category';
import { openAppDownload } from '@/features/install/store/install-prompt';
import { useMemberInfo } from '@/features/member/api/member-info';
import { openReferralDialog } from '@/features/promotions/store/referral-dialog';
import '@/app/layout/side-menu.css';

const COPYRIGHT_YEAR = 2025;

/** What decides whether a shortcut shows: the switches of the pages (route table) and the rest of the context. */
export type MenuContext = FlagContext & {
  loggedIn: boolean;
  showVipBenefits: boolean;
  hasDownloadLink: boolean;
};

export type ShortcutEntry = GatedEntry<MenuContext, 'appDownload' | 'referral'>;

/**
 * Spec §2 Side menu: the shortcut entries. Deposit, withdraw, reward centre, mission leaderboard and
 * manual rebate show only while their page is switched on (its flag in the route table).
 */
export const SHORTCUTS: readonly ShortcutEntry[] = [
  { id: 'deposit', label: 'menu.deposit', action: { route: 'voucherCenter' } },
  { id: 'withdraw', label: 'menu.withdraw', action: { route: 'withdraw' } },
  // Opens the referral dialog, which says contact_service while the REFERRAL promotion is off (spec §6).
  { id: 'share', label: 'menu.share', action: 'referral' },
  { id: 'vip', label: 'menu.vip', when: (context) => !context.loggedIn || context.showVipBenefits, action: { route: 'member-benefits' } },
  { id: 'rewardCenter', label: 'menu.rewardCenter', action: { route: 'rewardCenter' } },
  { id: 'messages', label: 'page.webEmail.title', when: (context) => context.loggedIn, action: { route: 'webEmail' } },
  { id: 'leaderBoard', label: 'menu.leaderBoard', action: { route: 'leaderBoard' } },
  { id: 'manualRebate', label: 'menu.manualRebate', action: { route: 'member-manualRebate' } },
  { id: 'appDownload', label: 'menu.appDownload', when: (context) => context.hasDownloadLink, action: 'appDownload' },
];

export const visibleShortcuts = (context: MenuContext) => visibleEntries(SHORTCUTS, context);

/** The category tabs: HOT and the vendor categories, then promotions. */
type MenuTab = HomeCategory | 'PROMO';

const DOWNLOAD_TYPES: readonly string[] = ['Android', 'IOS', 'MOBILECONFIG'];

/** The member's picture and name at the top, leading to the member centre. */
function MenuProfile({ owner, onOpen }: { owner: string; onOpen: () => void }) {
  const member = useMemberInfo(owner);
  const name = member.data?.userName ?? owner;
  return (
    <button type="button" className="side-menu-profile" data-testid="side-menu-profile" onClick={onOpen}>
      <MemberAvatar avatar={member.data?.avatar} name={name} owner={owner} className="side-menu-avatar" testId="side-menu-avatar" />
      <span className="side-menu-profile-name" dir="ltr">{name}</span>
    </button>
  );
}

/** The member's VIP level beside the VIP entry. */
function VipLevelLabel({ owner }: { owner: string }) {
  const clubLabel = useMemberInfo(owner).data?.clubLabel;
  return clubLabel ? <span className="side-menu-vip-level" dir="ltr" data-testid="side-menu-vip-level">{clubLabel}</span> : null;
}

/** Spec §2 side menu: the member's picture and name, category tabs, flag-gated shortcuts, the license, logout and the footer. */
export default function SideMenu({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const info = useSiteInfo();
  const flags = useRouteFlags();
  const sorting = useGameVendors().data?.sorting ?? [];
  const [licenseOpen, setLicenseOpen] = useState(false);

  const context: MenuContext = {
    flags,
    loggedIn: session !== null,
    showVipBenefits: info?.showVipBenefits === true,
    hasDownloadLink: info?.resources.some((resource) => DOWNLOAD_TYPES.includes(resource.resourceType) && resource.url) === true,
  };
  const tabs: MenuTab[] = [...homeCategories(sorting), 'PROMO'];

  /** Spec §4 menu click: close, PROMO opens the activity list, a category is chosen and shown on home. */
  const chooseTab = (tab: MenuTab) => {
    onClose();
    if (tab === 'PROMO') {
      void navigate(pathOf('activity'));
      return;
    }
    selectGameCategory(tab);
    if (!HOME_PATHS.includes(pathname)) void navigate(HOME_PATH);
  };

  const runShortcut = (entry: ShortcutEntry) => {
    onClose();
    if (entry.action === 'appDownload') openAppDownload();
    // Guests and trial accounts get what the invite-friends page gives them (log in, free_reject).
    else if (entry.action === 'referral') {
      if (session && !isTrial(session.type)) openReferralDialog();
      else void navigate(pathOf('inviteFriends'));
    } else void navigate(pathOf(entry.action.route));
  };

  return (
    <Popup visible position="left" onMaskClick={onClose} onClose={onClose} bodyClassName="side-menu">
      <nav data-testid="side-menu" aria-label={t('header.menu')}>
        {session && (
          <MenuProfile
            owner={session.userName}
            onOpen={() => {
              onClose();
              void navigate(pathOf('mine'));
            }}
          />
        )}
        <div className="side-menu-tabs" role="list">
          {tabs.map((tab) => (
            <button key={tab} type="button" role="listitem" className="side-menu-tab" data-testid={`side-menu-category-${tab}`} onClick={() => chooseTab(tab)}>
              {t(tab === 'PROMO' ? 'menu.promotions' : categoryLabel(tab))}
            </button>
          ))}
        </div>
        <ul className="side-menu-entries">
          {visibleShortcuts(context).map((entry) => (
            <li key={entry.id}>
              <button type="button" data-testid={`side-menu-entry-${entry.id}`} onClick={() => runShortcut(entry)}>
                {t(entry.label)}
                {entry.id === 'messages' && <InboxUnreadBadge testId="side-menu-unread" />}
                {entry.id === 'vip' && session && <VipLevelLabel owner={session.userName} />}
              </button>
            </li>
          ))}
          <li>
            <button type="button" data-testid="side-menu-license" onClick={() => setLicenseOpen(true)}>
              {t('menu.license')}
            </button>
          </li>
          {session && (
            <li>
              <button
                type="button"
                data-testid="side-menu-logout"
                onClick={() => {
                  onClose();
                  void confirmLogout(t);
                }}
              >
                {t('header.signOut')}
              </button>
            </li>
          )}
        </ul>
        <footer className="side-menu-footer">{t('footer.copyright', { year: COPYRIGHT_YEAR, name: t('app.name') })}</footer>
      </nav>
      <Dialog
        visible={licenseOpen}
        title={t('menu.license')}
        content={<p data-testid="license-popup">{t('menu.licenseText')}</p>}
        actions={[{ key: 'close', text: t('common.gotIt') }]}
        onAction={() => setLicenseOpen(false)}
        onClose={() => setLicenseOpen(false)}
      />
    </Popup>
  );
}
