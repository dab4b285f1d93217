import { normalizeAccountName, normalizeAccountNumber, type BankCard, type WithdrawBank } from '@m/contract';
import { Form, SelectField, SubmitButton, TextField, accountNameRule, accountNumberRule, chosenRule, useAppForm, useFieldValue, type Rule } from '@/components/form';
import { Toast } from '@/components/ui/feedback';
import { errorCode, errorText } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useBankCards } from '@/features/wallet/api/bank-cards';
import { useBindBankCardMutation } from '@/features/wallet/api/bind-bank-card';
import { useWithdrawBanks } from '@/features/wallet/api/withdraw-banks';
import { LoadFailed } from '@/components/layout/load-failed';
import '@/features/wallet/components/payout.css';

type BindValues = { bankId: string; accountName: string; accountNumber: string };

const NAME_REFUSALS = new Set(['bank.card.name.mismatch', 'name.format.error']);
const NUMBER_REFUSALS = new Set(['bank.card.number.invalid', 'bank.card.exists']);

/** What the number field asks for: an e-wallet's mobile number, or a bank's account number of so many digits. */
function numberPlaceholder(bank: WithdrawBank | undefined): string {
  if (!bank) return 'bankCard.numberPlaceholder';
  return bank.type === 'ewallet' ? 'bankCard.ewalletNumberPlaceholder' : 'bankCard.bankNumberPlaceholder';
}

type BindFormProps = { banks: readonly WithdrawBank[]; payeeName: string | null; onDone?: (card: BankCard) => void };

function BindForm({ banks, payeeName, onDone }: BindFormProps) {
  const t = useT();
  const bind = useBindBankCardMutation();
  const bankOf = (bankId: string) => banks.find((entry) => String(entry.id) === bankId);
  const numberRule: Rule = (value, values) => accountNumberRule(bankOf(values.bankId ?? '')?.accountRule)(value, values);
  const form = useAppForm<BindValues>({
    defaultValues: { bankId: '', accountName: payeeName ?? '', accountNumber: '' },
    rules: { bankId: chosenRule, accountName: accountNameRule, accountNumber: numberRule },
    dependents: { bankId: ['accountNumber'] },
  });
  const bank = bankOf(useFieldValue(form.control, 'bankId'));

  const submit = async (values: BindValues) => {
    try {
      const card = await bind.mutateAsync({
        bankId: Number(values.bankId),
        accountName: normalizeAccountName(values.accountName),
        accountNumber: normalizeAccountNumber(values.accountNumber),
      });
      Toast.show({ icon: 'success', content: t('bankCard.bound') });
      form.reset({ bankId: '', accountName: card.accountName, accountNumber: '' });
      onDone?.(card);
    } catch (error) {
      const code = errorCode(error) ?? '';
      if (NAME_REFUSALS.has(code)) form.refuse('accountName', { key: `error.${code}` });
      else if (NUMBER_REFUSALS.has(code)) form.refuse('accountNumber', { key: `error.${code}` });
      else form.alert(errorText(t, error));
    }
  };

  return (
    <Form form={form} idPrefix="bindCard" onValid={submit}>
      <SelectField
        name="bankId"
        label="bankCard.bank"
        placeholder="bankCard.bankPlaceholder"
        required
        options={banks.map((entry) => ({ value: String(entry.id), label: `${entry.name} · ${t(`bankCard.type.${entry.type}`)}` }))}
      />
      <TextField
        name="accountName"
        label="bankCard.holder"
        placeholder="bankCard.holderPlaceholder"
        autoComplete="name"
        readOnly={payeeName !== null}
        required
      />
      {payeeName !== null && <p className="payout-hint">{t('bankCard.holderLocked')}</p>}
      <TextField
        name="accountNumber"
        label={bank?.type === 'ewallet' ? 'bankCard.ewalletNumber' : 'bankCard.number'}
        placeholder={numberPlaceholder(bank)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
        required
      />
      {bank && (
        <p className="payout-hint" data-testid="bindCard-number-rule">
          {bank.type === 'ewallet'
            ? t('bankCard.ewalletNumberRule', { digits: bank.accountRule.maxLength, prefix: bank.accountRule.prefix })
            : t('bankCard.bankNumberRule', { min: bank.accountRule.minLength, max: bank.accountRule.maxLength })}
        </p>
      )}
      <SubmitButton testId="bindCard-submit" loading={bind.isPending}>
        {t('bankCard.bind')}
      </SubmitButton>
    </Form>
  );
}

/**
 * Binds a bank or e-wallet account: the bank picked from the merchant's list, the holder's name
 * (the payee name, locked once the member has one) and a number by the bank's rule.
 * `onDone` gets the new card (masked).
 */
export function BindBankCardForm({ onDone }: { onDone?: (card: BankCard) => void }) {
  const t = useT();
  const banks = useWithdrawBanks();
  const cards = useBankCards();
  if (banks.isError || cards.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          void banks.refetch();
          void cards.refetch();
        }}
      />
    );
  }
  if (!banks.data || !cards.data) return <p className="payout-hint" aria-busy="true">{t('common.pleaseWait')}</p>;
  if (cards.data.cards.length >= cards.data.maxCards) return <p className="bank-cards-limit">{t('bankCard.limitReached', { max: cards.data.maxCards })}</p>;
  return <BindForm key={cards.data.payeeName ?? ''} banks={banks.data} payeeName={cards.data.payeeName} onDone={onDone} />;
}
