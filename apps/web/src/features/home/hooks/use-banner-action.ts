import { useNavigate } from 'react-router';
import type { Banner } from '@m/contract';
import { pathOf } from '@/config/paths';
import { useGameLauncher } from '@/lib/use-game-launcher';

/** A path of this app (not `//host`, which a browser reads as another site). */
const isAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');

/** What tapping a banner does: open a page, a promotion, a game, or an https site in a new tab. */
export function useBannerAction() {
  const navigate = useNavigate();
  const launch = useGameLauncher();
  return (banner: Banner) => {
    const { link, game } = banner;
    switch (banner.linkType) {
      case 'ROUTE':
        if (link && isAppPath(link)) void navigate(link);
        return;
      case 'PROMOTION':
        if (link) void navigate(`${pathOf('activityDetail')}?id=${encodeURIComponent(link)}`);
        return;
      case 'GAME':
        if (game) launch({ kind: 'game', ...game });
        return;
      case 'EXTERNAL':
        if (link?.startsWith('https://')) window.open(link, '_blank', 'noopener,noreferrer');
        return;
      case 'NONE':
        return;
    }
  };
}
