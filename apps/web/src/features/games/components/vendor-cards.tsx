import type { VendorData, VendorName } from '@m/contract';
import { vendorMappingKey } from '@m/contract';
import { vendorEntry } from '@/lib/game-launch';
import { useT } from '@/lib/i18n/use-t';
import { useGameLauncher } from '@/lib/use-game-launcher';

/** Vendor entries as cards; tapping one follows the launch table. */
export function VendorCards({ vendors, mapping }: { vendors: readonly VendorName[]; mapping: VendorData['mapping'] }) {
  const t = useT();
  const launch = useGameLauncher();
  return (
    <div className="vendor-cards">
      {vendors.map((vendor) => (
        <button
          key={`${vendor.vendor}/${vendor.gameType}`}
          type="button"
          className="vendor-card"
          data-testid="vendor-card"
          data-vendor={vendor.vendor}
          onClick={() => launch(vendorEntry(vendor))}
        >
          <img src={vendor.mobileSmallIcon} alt="" width={44} height={44} loading="lazy" decoding="async" />
          <span>
            <strong dir="auto">{vendor.accountTypeName}</strong>
            <small>{t('games.vendors.count', { count: mapping[vendorMappingKey(vendor.vendor, vendor.gameType)]?.gameCount ?? 0 })}</small>
          </span>
        </button>
      ))}
    </div>
  );
}
