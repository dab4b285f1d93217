import { Link } from 'react-router';
import { pathOf } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { bannersOf, useAnnouncements } from '@/lib/api/announcements';
import { useCurrencySign, useFormatMoney } from '@/lib/site-status';
import { DigitRoller } from '@/features/home/components/digit-roller';
import { useBannerAction } from '@/features/home/hooks/use-banner-action';
import { useJackpot } from '@/features/home/hooks/use-jackpot';

const selectRecommended = bannersOf('m_recommend');

/** Spec §2 recommend strip: the jackpot (tap → winner page) beside the m_recommend banners. */
export function RecommendStrip() {
  const t = useT();
  const formatMoney = useFormatMoney();
  const currencySign = useCurrencySign();
  const jackpot = useJackpot();
  const banners = useAnnouncements(selectRecommended).data ?? [];
  const run = useBannerAction();
  return (
    <section className="recommend-strip" data-testid="home-recommend">
      <Link to={pathOf('winnerPage')} className="jackpot" data-testid="home-jackpot">
        <span className="jackpot-title">{t('home.jackpot')}</span>
        {/* Left to right in every language: the sign before the number, the digit columns in reading order. */}
        <span className="jackpot-amount" dir="ltr">
          <span className="jackpot-currency" aria-hidden="true">{currencySign}</span>
          <DigitRoller value={jackpot} label={t('home.jackpotAmount', { amount: formatMoney(jackpot, { decimals: 0 }) })} />
        </span>
      </Link>
      <div className="recommend-list">
        {banners.map((banner) => (
          <button key={banner.id} type="button" className="recommend-item" data-testid="home-recommend-item" onClick={() => run(banner)}>
            <img src={banner.url} alt={banner.title} width={480} height={240} loading="lazy" decoding="async" />
          </button>
        ))}
      </div>
    </section>
  );
}
