import {
  isValidAccountName, isValidAccountNumber, MAX_BANK_CARDS, normalizeAccountName, normalizeAccountNumber, sameAccountName,
  type BankCard, type BankCardList, type EndpointBody, type WithdrawBank,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { Merchant, WithdrawBankRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { PaymentPasswordService } from '../payment-password/service.ts';
import { createBankCardRepository, type StoredBankCard } from './repository.ts';

const VISIBLE_DIGITS = 4;

/** Only the last four digits ever leave the server. */
export const maskAccountNumber = (accountNumber: string): string => `**** ${accountNumber.slice(-VISIBLE_DIGITS)}`;

const accountRuleOf = (bank: WithdrawBankRow) => ({ minLength: bank.accountMinLength, maxLength: bank.accountMaxLength, prefix: bank.accountPrefix });

const toWithdrawBank = (bank: WithdrawBankRow): WithdrawBank => ({ id: bank.id, code: bank.code, name: bank.name, type: bank.type, accountRule: accountRuleOf(bank) });

const toBankCard = ({ accountNumber, createdAt, ...card }: StoredBankCard): BankCard => ({
  ...card, maskedNumber: maskAccountNumber(accountNumber), createdAt: createdAt.getTime(),
});

/**
 * Bank and e-wallet accounts a member withdraws to: at most 5, each account bound once per
 * merchant, every one in the member's payee name (the first card sets it when the member has none).
 */
export function createBankCardService(deps: { db: AppDatabase; paymentPassword: PaymentPasswordService; clock?: () => number }) {
  const { db, paymentPassword } = deps;
  const clock = deps.clock ?? Date.now;
  const repository = createBankCardRepository(db);

  return {
    async banks(merchant: Merchant): Promise<WithdrawBank[]> {
      return (await repository.listBanks(merchant.id)).map(toWithdrawBank);
    },

    async list(memberId: number): Promise<BankCardList> {
      const [payeeName, cards] = await Promise.all([repository.readPayeeName(memberId), repository.listOwn(memberId)]);
      return { payeeName, maxCards: MAX_BANK_CARDS, cards: cards.map(toBankCard) };
    },

    async bind(merchant: Merchant, memberId: number, body: EndpointBody<'bindBankCard'>): Promise<BankCard> {
      const accountName = normalizeAccountName(body.accountName);
      const accountNumber = normalizeAccountNumber(body.accountNumber);
      if (!isValidAccountName(accountName)) throw new AppError('name.format.error', { value: { field: 'accountName' } });
      return db.transaction(async (tx) => {
        const cards = createBankCardRepository(tx);
        const payeeName = await cards.lockPayeeName(memberId);
        if (payeeName !== null && !sameAccountName(payeeName, accountName)) throw new AppError('bank.card.name.mismatch', { value: { field: 'accountName' } });
        const bank = await cards.findBank(merchant.id, body.bankId);
        if (!bank) throw new AppError('not.found', { value: { field: 'bankId' } });
        if (!isValidAccountNumber(accountNumber, accountRuleOf(bank))) {
          throw new AppError('bank.card.number.invalid', { value: { field: 'accountNumber', ...accountRuleOf(bank) } });
        }
        if ((await cards.countOwn(memberId)) >= MAX_BANK_CARDS) throw new AppError('bank.card.limit', { value: { maxCards: MAX_BANK_CARDS } });
        const holder = payeeName ?? accountName;
        let cardId: number;
        try {
          cardId = await cards.insert({ merchantId: merchant.id, memberId, bankId: bank.id, accountName: holder, accountNumber });
        } catch (error) {
          if (uniqueViolation(error) === null) throw error;
          throw new AppError('bank.card.exists', { value: { field: 'accountNumber' } });
        }
        if (payeeName === null) await cards.setPayeeName(memberId, holder);
        return toBankCard((await cards.findOwn(memberId, cardId))!);
      });
    },

    /** Unbinds a card after the payment password (which counts as an entry towards the lock). */
    async remove(memberId: number, body: EndpointBody<'removeBankCard'>): Promise<void> {
      if (!(await repository.findOwn(memberId, body.id))) throw new AppError('bank.card.not.found');
      await paymentPassword.verify(memberId, body.paymentPassword);
      if (!(await repository.remove(memberId, body.id, new Date(clock())))) throw new AppError('bank.card.not.found');
    },

    /** One of the member's bound cards with its full account number (for a withdrawal); `bank.card.not.found` for any other. */
    async findOwn(memberId: number, cardId: number): Promise<StoredBankCard> {
      const card = await repository.findOwn(memberId, cardId);
      if (!card) throw new AppError('bank.card.not.found');
      return card;
    },
  };
}

export type BankCardService = ReturnType<typeof createBankCardService>;
