import { useT } from '@/lib/i18n/use-t';
import { useSessionFlag } from '@/lib/session-flag';
import { bannersOf, useAnnouncements } from '@/lib/api/announcements';
import { useBannerAction } from '@/features/home/hooks/use-banner-action';

/** Closed for the rest of the visit (session storage). */
const CLOSED_KEY = 'MC_GAME_SHORTCUT_CLOSED';
const selectShortcut = bannersOf('m_superace');

/** Spec §2 closable game-banner shortcut (group m_superace), floating over the page. */
export function GameShortcut() {
  const t = useT();
  const banner = useAnnouncements(selectShortcut).data?.[0];
  const [closed, close] = useSessionFlag(CLOSED_KEY);
  const run = useBannerAction();
  if (!banner || closed !== false) return null;
  return (
    <div className="game-shortcut" data-testid="game-shortcut">
      <button type="button" className="game-shortcut-open" onClick={() => run(banner)} aria-label={banner.title}>
        <img src={banner.url} alt="" width={72} height={72} decoding="async" />
      </button>
      <button
        type="button"
        className="game-shortcut-close"
        data-testid="game-shortcut-close"
        aria-label={t('common.close')}
        onClick={close}
      >
        ×
      </button>
    </div>
  );
}
