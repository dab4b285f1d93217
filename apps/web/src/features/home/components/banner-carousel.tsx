import type { CSSProperties } from 'react';
import type { Banner } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';
import { bannersOf, useAnnouncements } from '@/lib/api/announcements';
import { useBannerAction } from '@/features/home/hooks/use-banner-action';
import { useCarousel, useSwipe } from '@/features/home/hooks/use-carousel';

/** Spec §9: banners advance every 5 s. */
export const BANNER_AUTOPLAY_MS = 5000;

const selectHomeBanners = bannersOf('m_home');

/**
 * Spec §2 banner carousel (group m_home): autoplay and wrap-around only with more than one
 * banner; a tap runs the banner's action. The box keeps the art's 5:2 shape while loading.
 */
export function BannerCarousel() {
  const t = useT();
  const banners = useAnnouncements(selectHomeBanners).data ?? [];
  const { index, moving, move } = useCarousel(banners.length, BANNER_AUTOPLAY_MS);
  const swipe = useSwipe(move);
  const run = useBannerAction();

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      data-testid="home-banner"
      data-count={banners.length}
      data-active={index}
      data-loop={moving}
      data-autoplay={moving ? BANNER_AUTOPLAY_MS : 0}
    >
      <div className="banner-track" style={{ '--slide': index } as CSSProperties} {...swipe}>
        {banners.map((banner: Banner, position) => (
          <button
            key={banner.id}
            type="button"
            className="banner-slide"
            data-testid="home-banner-slide"
            aria-hidden={position !== index}
            tabIndex={position === index ? 0 : -1}
            onClick={() => run(banner)}
          >
            <img
              src={banner.url}
              alt={banner.title}
              width={750}
              height={300}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'auto'}
              decoding="async"
              draggable={false}
            />
          </button>
        ))}
      </div>
      {moving && (
        <div className="banner-dots" aria-hidden="true">
          {banners.map((banner, position) => (
            <span key={banner.id} className={position === index ? 'banner-dot active' : 'banner-dot'} data-testid="home-banner-dot" />
          ))}
        </div>
      )}
    </section>
  );
}
