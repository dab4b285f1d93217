import type { SecurityItem } from '@m/contract';
import { LoadFailed } from '@/components/layout/load-failed';
import { useT } from '@/lib/i18n/use-t';
import { useSecurityConfig } from '@/features/wallet/api/security-config';
import '@/features/wallet/components/security.css';

/** The label of each item the level counts; a new item is one more row. */
const ITEM_LABELS: Record<SecurityItem, string> = {
  loginPassword: 'security.loginPassword',
  paymentPassword: 'security.paymentPassword',
  mobile: 'security.mobile',
  email: 'security.email',
  bankCard: 'bankCard.listTitle',
  identity: 'page.member-identity.title',
};

/** Mobile and e-mail are bound or not; the rest set up or not. */
const BOUND_ITEMS: ReadonlySet<SecurityItem> = new Set(['mobile', 'email']);

/**
 * The security level at the top of the security centre: a meter (low, medium, high) of how many of
 * the protections the server counts are in place, and each one with its state.
 */
export function SecurityLevelMeter() {
  const t = useT();
  const config = useSecurityConfig();
  if (config.isError) return <LoadFailed onRetry={() => void config.refetch()} />;
  if (!config.data) return <p className="payout-hint" aria-busy="true">{t('common.pleaseWait')}</p>;
  const { level, done, total, items } = config.data;
  const levelText = t(`security.level.${level}`);

  return (
    <section className="wallet-card security-meter" aria-labelledby="security-level-title" data-testid="security-level">
      <div className="security-meter-head">
        <h2 id="security-level-title" className="payout-section-title">{t('security.levelTitle')}</h2>
        <span className={`security-level-badge security-level-${level}`} data-testid="security-level-value">{levelText}</span>
      </div>
      <div
        className={`security-meter-bar security-level-${level}`}
        role="meter"
        aria-labelledby="security-level-title"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${levelText}: ${t('security.levelSummary', { done, total })}`}
      >
        <div className="security-meter-fill" style={{ inlineSize: `${(done / total) * 100}%` }} />
      </div>
      <p className="payout-hint">{t('security.levelSummary', { done, total })}</p>
      <ul className="security-items">
        {items.map((item) => (
          <li key={item.item} className="security-item" data-testid={`security-item-${item.item}`} data-done={item.done}>
            <span className={item.done ? 'security-item-mark security-item-done' : 'security-item-mark'} aria-hidden="true">
              {item.done ? '✓' : '!'}
            </span>
            <span className="security-item-name">{t(ITEM_LABELS[item.item])}</span>
            <span className="security-item-state">
              {BOUND_ITEMS.has(item.item)
                ? t(item.done ? 'security.bound' : 'security.notBound')
                : t(item.done ? 'security.done' : 'security.notDone')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
