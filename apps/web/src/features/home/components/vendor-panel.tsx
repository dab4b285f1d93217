import type { VendorName } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { useT } from '@/lib/i18n/use-t';
import { vendorEntry } from '@/lib/game-launch';
import { useGameLauncher } from '@/lib/use-game-launcher';

/** Sports, e-sports, cockfight and lottery: the vendors' entries, each opening its lobby. */
export function VendorPanel({ vendors }: { vendors: readonly VendorName[] }) {
  const t = useT();
  const launch = useGameLauncher();
  if (vendors.length === 0) return <EmptyState description={t('common.noData')} />;
  return (
    <ul className="vendor-grid">
      {vendors.map((vendor) => (
        <li key={`${vendor.vendor}-${vendor.gameType}`}>
          <button type="button" className="home-vendor" data-testid="home-vendor" onClick={() => launch(vendorEntry(vendor))}>
            <img src={vendor.mobileSmallIcon} alt="" width={64} height={64} loading="lazy" decoding="async" />
            <span className="home-vendor-name" dir="auto">{vendor.accountTypeName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
