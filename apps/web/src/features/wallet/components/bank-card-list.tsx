import { useState } from 'react';
import type { BankCard } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { Form, PinField, SubmitButton, paymentPasswordRule, useAppForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Toast } from '@/components/ui/feedback';
import { errorCode } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useBankCards } from '@/features/wallet/api/bank-cards';
import { useRemoveBankCardMutation } from '@/features/wallet/api/remove-bank-card';
import { LoadFailed } from '@/components/layout/load-failed';
import { paymentPasswordErrorText } from '@/lib/payment-password-error';
import '@/features/wallet/components/payout.css';

type RemovalValues = { paymentPassword: string };

/** Asks for the payment password before the card is unbound. */
function RemoveCardForm({ card, onClose }: { card: BankCard; onClose: () => void }) {
  const t = useT();
  const removeCard = useRemoveBankCardMutation();
  const form = useAppForm<RemovalValues>({ defaultValues: { paymentPassword: '' }, rules: { paymentPassword: paymentPasswordRule } });

  const submit = async ({ paymentPassword }: RemovalValues) => {
    try {
      await removeCard.mutateAsync({ id: card.id, paymentPassword });
      Toast.show({ icon: 'success', content: t('bankCard.removed') });
      onClose();
    } catch (error) {
      if (errorCode(error) === 'payment.password.wrong') form.refuse('paymentPassword', { key: 'error.payment.password.wrong' });
      form.alert(paymentPasswordErrorText(t, error));
    }
  };

  return (
    <div className="bank-card-removal">
      <Form form={form} idPrefix={`removeCard-${card.id}`} onValid={submit}>
        <PinField name="paymentPassword" label="bankCard.removeWithPassword" placeholder="paymentPassword.sixDigits" required />
        <SubmitButton testId={`removeCard-${card.id}-submit`} loading={removeCard.isPending}>
          {t('bankCard.remove')}
        </SubmitButton>
        <Button block fill="none" onClick={onClose} data-testid={`removeCard-${card.id}-cancel`}>
          {t('common.cancel')}
        </Button>
      </Form>
    </div>
  );
}

function BankCardItem({ card }: { card: BankCard }) {
  const t = useT();
  const [removing, setRemoving] = useState(false);
  return (
    <li className={card.type === 'ewallet' ? 'bank-card bank-card-ewallet' : 'bank-card'} data-testid={`bankCard-${card.id}`}>
      <div className="bank-card-head">
        <h3 className="bank-card-name">{card.bankName}</h3>
        <span className="bank-card-type">{t(`bankCard.type.${card.type}`)}</span>
      </div>
      <p className="bank-card-number" data-testid={`bankCard-${card.id}-number`}>
        {card.maskedNumber}
      </p>
      <p className="bank-card-holder">{card.accountName}</p>
      {removing ? (
        <RemoveCardForm card={card} onClose={() => setRemoving(false)} />
      ) : (
        <button
          type="button"
          className="bank-card-remove"
          aria-label={t('bankCard.removeNamed', { name: `${card.bankName} ${card.maskedNumber}` })}
          data-testid={`bankCard-${card.id}-remove`}
          onClick={() => setRemoving(true)}
        >
          {t('bankCard.remove')}
        </button>
      )}
    </li>
  );
}

/**
 * The member's bound bank and e-wallet accounts (masked numbers), each removable with the payment
 * password; `onAdd` shows an add button while the member is below the limit.
 */
export function BankCardList({ onAdd }: { onAdd?: () => void }) {
  const t = useT();
  const cards = useBankCards();
  if (cards.isError) return <LoadFailed onRetry={() => void cards.refetch()} />;
  if (!cards.data) return <p className="bank-cards-empty" aria-busy="true">{t('common.pleaseWait')}</p>;
  const { cards: bound, maxCards } = cards.data;
  return (
    <div className="bank-cards-block" data-testid="bankCards">
      {bound.length === 0 ? (
        <EmptyState description={t('bankCard.none')} />
      ) : (
        <ul className="bank-cards">
          {bound.map((card) => (
            <BankCardItem key={card.id} card={card} />
          ))}
        </ul>
      )}
      {onAdd && bound.length < maxCards && (
        <button type="button" className="bank-cards-add" data-testid="bankCards-add" onClick={onAdd}>
          {t('bankCard.add')}
        </button>
      )}
      {bound.length >= maxCards && <p className="bank-cards-limit">{t('bankCard.limitReached', { max: maxCards })}</p>}
    </div>
  );
}
