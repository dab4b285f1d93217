import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { pathOf } from '@/config/paths';
import { useFlag } from '@/lib/flags';
import { useT } from '@/lib/i18n/use-t';
import { BankCardList } from '@/features/wallet/components/bank-card-list';
import { IdentitySecurityItem } from '@/features/wallet/components/identity-status';
import { BindBankCardForm } from '@/features/wallet/components/bind-bank-card-form';
import { ContactBinding } from '@/features/wallet/components/contact-binding';
import { DeviceSessions } from '@/features/wallet/components/device-sessions';
import { SecurityLevelMeter } from '@/features/wallet/components/security-level-meter';
import { PaymentPasswordForm } from '@/features/wallet/components/payment-password-form';
import '@/features/wallet/components/payout.css';
import '@/features/wallet/components/wallet.css';

function SecuritySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="wallet-card payout-section security-section" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="payout-section-title">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The member's security centre: the security level, the login password (its own page), the payment
 * password (set once, then changed with the old one or an SMS code), the identity verification, the
 * bound mobile and e-mail, the bank and e-wallet accounts withdrawals go to, the way to the
 * responsible gaming page (deposit limits, reality check, time-out, self-exclusion), and the devices
 * the member is signed in on.
 */
export function SecurityCenterPage() {
  const t = useT();
  const withdrawOn = useFlag('WITHDRAW');
  const [adding, setAdding] = useState(false);

  return (
    <section className="page wallet-page" data-testid="page-securityCenter">
      <h1 className="visually-hidden">{t('page.securityCenter.title')}</h1>
      <SecurityLevelMeter />
      <SecuritySection id="security-login-password" title={t('security.loginPassword')}>
        <p className="payout-hint">{t('security.loginPasswordHint')}</p>
        <Link className="security-link" to={pathOf('changePsw')} data-testid="security-change-login-password">
          {t('page.changePsw.title')}
        </Link>
      </SecuritySection>
      <SecuritySection id="security-payment-password" title={t('security.paymentPassword')}>
        <PaymentPasswordForm />
      </SecuritySection>
      <SecuritySection id="security-identity" title={t('page.member-identity.title')}>
        <IdentitySecurityItem />
      </SecuritySection>
      <ContactBinding contact="mobile" />
      <ContactBinding contact="email" />
      {withdrawOn && (
        <SecuritySection id="security-cards" title={t('bankCard.listTitle')}>
          <BankCardList onAdd={adding ? undefined : () => setAdding(true)} />
          {adding && <BindBankCardForm onDone={() => setAdding(false)} />}
        </SecuritySection>
      )}
      <SecuritySection id="security-responsible-gaming" title={t('page.responsibleGaming.title')}>
        <p className="payout-hint">{t('security.responsibleGamingHint')}</p>
        <Link className="security-link" to={pathOf('responsibleGaming')} data-testid="security-responsible-gaming-link">
          {t('security.responsibleGamingLink')}
        </Link>
      </SecuritySection>
      <DeviceSessions />
    </section>
  );
}
