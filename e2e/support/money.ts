/** What the player reads of an amount: `₱1,234.50`, and with `signed` a `+` before a credit (a debit always has its `-`). */
export function moneyText(amount: number, { signed = false }: { signed?: boolean } = {}): string {
  const sign = amount < 0 ? '-' : signed && amount > 0 ? '+' : '';
  return `${sign}₱${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** An amount as the app writes it: its text isolated left to right (U+2066 … U+2069) from the text around it. */
export const money = (amount: number, options: { signed?: boolean } = {}): string => `\u2066${moneyText(amount, options)}\u2069`;
