import type { InboxMessage } from '@m/contract';
import type { Translate } from '@/lib/i18n/translate';

/**
 * A message as the member reads it: a broadcast has its own title and body; an event's are worded
 * here, in the interface language, from the facts the server kept (amounts in minor units).
 */
export function inboxText(t: Translate, formatMoney: (amount: number) => string, message: InboxMessage): { title: string; body: string } {
  if (message.kind === 'BROADCAST') return { title: message.title ?? '', body: message.body ?? '' };
  const { amountMinor, orderNo = '', reason = '', promotion = '', level = '', direction } = message.params;
  const params = { amount: amountMinor === undefined ? '' : formatMoney(amountMinor / 100), orderNo, reason, promotion, level };
  const bodyKey = message.kind === 'ADJUSTMENT' ? `inbox.body.ADJUSTMENT.${direction === 'debit' ? 'debit' : 'credit'}` : `inbox.body.${message.kind}`;
  return { title: t(`inbox.title.${message.kind}`), body: t(bodyKey, params) };
}
