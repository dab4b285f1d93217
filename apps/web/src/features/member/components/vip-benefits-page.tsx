import type { VipLevel, VipState } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { ProgressBar } from '@/components/progress-bar';
import { DotLoading } from '@/components/ui/dot-loading';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useVipLevels, useVipState } from '@/features/member/api/vip';
import '@/components/list/card-list.css';
import '@/features/member/components/vip.css';

/** The member's level and, below the top, a bar per requirement of the next level. */
function LevelCard({ state }: { state: VipState }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const { next } = state;
  const bar = (name: 'turnover' | 'deposit', current: number, target: number) => (
    <ProgressBar
      value={current} max={target} label={t(`vip.${name}`)} testId={`vip-progress-${name}`}
      valueText={t('vip.progressValue', { requirement: t(`vip.${name}`), current: formatMoney(current), target: formatMoney(target) })}
    />
  );
  return (
    <section className="vip-card" aria-labelledby="vip-level-label" data-testid="vip-level-card">
      <p className="vip-card-label" id="vip-level-label">{t('vip.level')}</p>
      <strong className="vip-card-level" data-testid="vip-level"><bdi>{state.level.label}</bdi></strong>
      {next ? (
        <>
          <h2 className="vip-card-next">{t('vip.progressTo', { level: next.label })}</h2>
          {bar('turnover', state.turnover, next.turnover)}
          {bar('deposit', state.deposit, next.deposit)}
          {next.upgradeBonus > 0 && <p className="vip-card-note" data-testid="vip-next-bonus">{t('vip.nextBonus', { amount: formatMoney(next.upgradeBonus) })}</p>}
        </>
      ) : (
        <p className="vip-card-note" data-testid="vip-top">{t('vip.top')}</p>
      )}
      <p className="vip-card-note">{t('vip.window', { days: state.windowDays })}</p>
    </section>
  );
}

/** The birthday and monthly bonuses of the member's level: received this period, next due, or none. */
function Bonuses({ state }: { state: VipState }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const rows = [
    ['birthday', 'vip.birthdayBonus', state.birthday],
    ['monthly', 'vip.monthlyBonus', state.monthly],
  ] as const;
  const statusOf = (name: string, bonus: VipState['birthday']) => {
    if (bonus.status === 'PAID') return t('vip.paid');
    if (bonus.status === 'DUE' && bonus.nextOn) return t('vip.nextOn', { date: bonus.nextOn });
    return name === 'birthday' && bonus.amount > 0 ? t('vip.noBirthday') : t('vip.none');
  };
  return (
    <section aria-labelledby="vip-bonuses-title">
      <h2 className="vip-section-title" id="vip-bonuses-title">{t('vip.yourBonuses')}</h2>
      <ul className="card-list">
        {rows.map(([name, label, bonus]) => (
          <li key={name} className="card-row" data-testid={`vip-bonus-${name}`} data-status={bonus.status}>
            <span className="card-row-title">{t(label)}</span>
            <span className="card-row-amount" dir="ltr">{formatMoney(bonus.amount)}</span>
            <span className="card-row-detail card-row-wide">{statusOf(name, bonus)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LevelRow({ level, current }: { level: VipLevel; current: boolean }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const topRebate = Math.max(0, ...level.rebateRates.map((rate) => rate.rate));
  const figures = [
    ['vip.upgradeBonus', formatMoney(level.upgradeBonus)],
    ['vip.birthdayBonus', formatMoney(level.birthdayBonus)],
    ['vip.monthlyBonus', formatMoney(level.monthlyBonus)],
    ['vip.withdrawals', t('vip.withdrawalsValue', { count: level.dailyWithdrawCount, amount: formatMoney(level.dailyWithdrawAmount) })],
    ['vip.rebate', t('rebate.rateValue', { rate: formatNumber(topRebate, 2) })],
  ] as const;
  return (
    <li className={`card-row vip-level-row${current ? ' vip-level-current' : ''}`} data-testid="vip-level-row" data-level={level.label} aria-current={current ? 'true' : undefined}>
      <span className="card-row-title"><bdi>{level.label}</bdi></span>
      {current ? <span className="vip-level-badge">{t('vip.current')}</span> : <span />}
      <span className="card-row-detail card-row-wide">
        {level.ordinal === 0 ? t('vip.startLevel') : t('vip.requires', { turnover: formatMoney(level.turnover), deposit: formatMoney(level.deposit) })}
      </span>
      <dl className="card-row-figures vip-level-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * /m/member/benefits, the VIP room: the member's level with their progress to the next one, the
 * birthday and monthly bonuses of their level, and every level's requirements and benefits.
 */
export function VipBenefitsPage() {
  const t = useT();
  const state = useVipState(useSessionOwner());
  const levels = useVipLevels();
  let content;
  if (state.isPending || levels.isPending) content = <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  else if (levels.isError || (state.isError && levels.data.levels.length > 0)) {
    content = <LoadFailed onRetry={() => void Promise.all([state.refetch(), levels.refetch()])} />;
  } else if (levels.data.levels.length === 0 || !state.data) content = <EmptyState description={t('vip.closed')} />;
  else {
    const current = state.data.level.ordinal;
    content = (
      <>
        <LevelCard state={state.data} />
        <Bonuses state={state.data} />
        <section aria-labelledby="vip-levels-title">
          <h2 className="vip-section-title" id="vip-levels-title">{t('vip.levels')}</h2>
          <ul className="card-list">
            {levels.data.levels.map((level) => <LevelRow key={level.ordinal} level={level} current={level.ordinal === current} />)}
          </ul>
        </section>
      </>
    );
  }
  return (
    <section className="page vip-page" data-testid="page-member-benefits">
      <h1 className="page-title">{t('page.member-benefits.title')}</h1>
      {content}
    </section>
  );
}
