import { useState } from 'react';
import type { VendorName } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';

export const VENDORS_PER_SLIDE = 4;

const slidesOf = <T,>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / VENDORS_PER_SLIDE) }, (_, index) => items.slice(index * VENDORS_PER_SLIDE, (index + 1) * VENDORS_PER_SLIDE));

/** The category's vendors, four per slide (spec §9); tapping one filters the list to it, tapping again shows all. */
export function VendorCarousel({ vendors, loading, selected, onSelect }: {
  vendors: readonly VendorName[];
  loading: boolean;
  selected: string | undefined;
  onSelect: (vendor: string | undefined) => void;
}) {
  const t = useT();
  const [slide, setSlide] = useState(0);
  const slides = slidesOf(vendors);
  // The space stays reserved while the vendors load, so the list below does not jump.
  if (loading) return <div className="vendor-carousel" aria-hidden="true" />;
  if (vendors.length === 0) return null;
  return (
    <div className="vendor-carousel" data-testid="vendor-carousel">
      <div
        className="vendor-slides"
        aria-label={t('games.vendors.title')}
        role="group"
        onScroll={(event) => setSlide(Math.round(event.currentTarget.scrollLeft / Math.max(1, event.currentTarget.clientWidth)))}
      >
        {slides.map((group, index) => (
          <div className="vendor-slide" key={index} data-testid="vendor-slide">
            {group.map((vendor) => (
              <button
                key={vendor.vendor}
                type="button"
                className="vendor-chip"
                data-testid="vendor-option"
                data-vendor={vendor.vendor}
                aria-pressed={selected === vendor.vendor}
                onClick={() => onSelect(selected === vendor.vendor ? undefined : vendor.vendor)}
              >
                <img src={vendor.mobileSmallIcon} alt="" width={40} height={40} loading="lazy" decoding="async" />
                <span dir="auto">{vendor.accountTypeName}</span>
              </button>
            ))}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="vendor-dots" aria-hidden="true">
          {slides.map((_, index) => (
            <span key={index} className={index === Math.abs(slide) ? 'vendor-dot active' : 'vendor-dot'} />
          ))}
        </div>
      )}
    </div>
  );
}
