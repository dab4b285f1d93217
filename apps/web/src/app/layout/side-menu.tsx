import { useNavigate } from 'react-router';
import type { WhitelabelFlag } from '@m/contract';
import { Popup } from '@/components/ui/popup';
import { pathOf, type RouteName } from '@/config/paths';
import { useWhitelabel } from '@/lib/site-status';
import { useT } from '@/lib/i18n/use-t';

type MenuEntry = { route: RouteName; label: string; flag?: WhitelabelFlag };

const ENTRIES: readonly MenuEntry[] = [
  { route: 'voucherCenter', label: 'menu.deposit', flag: 'DEPOSIT' },
  { route: 'withdraw', label: 'menu.withdraw', flag: 'WITHDRAW' },
  { route: 'rewardCenter', label: 'menu.rewardCenter', flag: 'REWCEN3' },
  { route: 'leaderBoard', label: 'menu.leaderBoard', flag: 'MISSIONLB3' },
  { route: 'member-manualRebate', label: 'menu.manualRebate', flag: 'MANPLAYREB3' },
  { route: 'activity', label: 'menu.promotions' },
];

/** Shortcut entries, each only when its whitelabel flag is on (spec §2 Side menu). */
export default function SideMenu({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const whitelabel = useWhitelabel();
  const visible = ENTRIES.filter((entry) => !entry.flag || whitelabel?.[entry.flag] === true);
  return (
    <Popup visible position="left" onMaskClick={onClose} onClose={onClose} bodyClassName="side-menu">
      <nav data-testid="side-menu" aria-label={t('header.menu')}>
        <ul>
          {visible.map((entry) => (
            <li key={entry.route}>
              <button
                type="button"
                onClick={() => {
                  onClose();
                  void navigate(pathOf(entry.route));
                }}
              >
                {t(entry.label)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </Popup>
  );
}
