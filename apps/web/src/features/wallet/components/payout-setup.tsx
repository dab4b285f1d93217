import { useState, type ReactNode } from 'react';
import type { BankCard } from '@m/contract';
import type { SelectOption } from '@/components/form';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { useT } from '@/lib/i18n/use-t';
import { useBankCards } from '@/features/wallet/api/bank-cards';
import { BankCardList } from '@/features/wallet/components/bank-card-list';
import { BindBankCardForm } from '@/features/wallet/components/bind-bank-card-form';
import { ChangePaymentPasswordForm } from '@/features/wallet/components/payment-password-form';
import { PaymentPasswordRequired, SetupStep } from '@/features/wallet/components/payment-password-step';
import '@/features/wallet/components/payout.css';

/** A bound card as a choice of the withdrawal form: its id, and the bank with the masked number. */
export const bankCardOption = (card: BankCard): SelectOption => ({ value: String(card.id), label: `${card.bankName} ${card.maskedNumber}` });

/**
 * What a withdrawal needs first, one step at a time: a payment password, then a bound bank or
 * e-wallet account. Once both are in place `children` gets the cards as choices (the withdrawal
 * form), followed by the card list (add, remove) and the payment password change.
 */
export function PayoutSetup({ children }: { children: (cards: readonly SelectOption[]) => ReactNode }) {
  const t = useT();
  // Asked while the payment password is checked, so the card step does not wait for it.
  useBankCards();
  return (
    <PaymentPasswordRequired title={t('withdraw.setupPaymentPassword')}>
      <CardSetup>{children}</CardSetup>
    </PaymentPasswordRequired>
  );
}

function CardSetup({ children }: { children: (cards: readonly SelectOption[]) => ReactNode }) {
  const t = useT();
  const cards = useBankCards();
  const [adding, setAdding] = useState(false);

  if (cards.isError) return <LoadFailed onRetry={() => void cards.refetch()} />;
  if (!cards.data) return <DotLoading />;
  if (cards.data.cards.length === 0) {
    return (
      <SetupStep id="payout-bind-card" title={t('withdraw.setupCard')}>
        <BindBankCardForm />
      </SetupStep>
    );
  }
  return (
    <>
      {children(cards.data.cards.map(bankCardOption))}
      <SetupStep id="payout-cards" title={t('bankCard.listTitle')}>
        <BankCardList onAdd={adding ? undefined : () => setAdding(true)} />
        {adding && <BindBankCardForm onDone={() => setAdding(false)} />}
      </SetupStep>
      <details className="payout-section payout-details" data-testid="payout-change-password">
        <summary className="payout-section-title">{t('paymentPassword.changeTitle')}</summary>
        <ChangePaymentPasswordForm />
      </details>
    </>
  );
}
