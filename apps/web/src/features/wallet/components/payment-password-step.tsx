import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { useHasPaymentPassword } from '@/features/wallet/api/has-payment-password';
import { SetPaymentPasswordForm } from '@/features/wallet/components/payment-password-form';
import '@/features/wallet/components/payout.css';

/** One step of what a page needs before its form: a titled section. */
export function SetupStep({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="payout-section" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="payout-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * What needs the payment password (a withdrawal, an upline transfer) shows only once it is set:
 * until then the member sets it here, on the same page, with `title` saying what it is for.
 */
export function PaymentPasswordRequired({ title, children }: { title: string; children: ReactNode }) {
  const hasPassword = useHasPaymentPassword();
  if (hasPassword.isError) return <LoadFailed onRetry={() => void hasPassword.refetch()} />;
  if (hasPassword.data === undefined) return <DotLoading />;
  if (!hasPassword.data) {
    return (
      <SetupStep id="payout-set-password" title={title}>
        <SetPaymentPasswordForm />
      </SetupStep>
    );
  }
  return children;
}
