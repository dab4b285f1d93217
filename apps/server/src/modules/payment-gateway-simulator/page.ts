import { toMajorUnits } from '@m/contract';
import type { SimulatedPayment } from './repository.ts';

const TEXTS = {
  EN: {
    title: 'Payment gateway (simulator)', app: '{provider} app (simulator)', merchant: 'Merchant', order: 'Order', amount: 'Amount',
    method: 'Pay with', pay: 'Pay', cancel: 'Cancel', expired: 'This payment has expired.', settled: 'This payment is already {status}.',
    back: 'Back to the merchant', paid: 'paid', cancelled: 'cancelled', notice: 'A test gateway: no real money moves.',
  },
  TY: {
    title: 'Payment gateway (simulator)', app: '{provider} app (simulator)', merchant: 'Merchant', order: 'Order', amount: 'Halaga',
    method: 'Magbayad gamit ang', pay: 'Magbayad', cancel: 'Kanselahin', expired: 'Nag-expire na ang bayad na ito.',
    settled: 'Ang bayad na ito ay {status} na.', back: 'Bumalik sa merchant', paid: 'bayad', cancelled: 'kinansela',
    notice: 'Pansubok na gateway: walang totoong perang gumagalaw.',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
const formatAmount = (minor: number) => `₱${toMajorUnits(minor).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const textsFor = (language: string | undefined): { lang: string; texts: Texts; code: 'EN' | 'TY' } =>
  language?.toUpperCase() === 'TY' ? { lang: 'fil', texts: TEXTS.TY, code: 'TY' } : { lang: 'en', texts: TEXTS.EN, code: 'EN' };

/** No script at all: the buttons submit a form, so the page keeps the strict content security policy. */
const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#eef2f7;color:#1b2430}
main{max-width:420px;margin:0 auto;padding:24px 16px}h1{font-size:1.2rem;margin:0 0 16px}
.card{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 4px #0002}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}dt{color:#5b6675}dd{margin:0;text-align:end;font-weight:600}
.amount{font-size:1.5rem}.actions{display:flex;gap:12px}button,a.button{flex:1;padding:14px;border-radius:8px;border:0;font-size:1rem;text-align:center;text-decoration:none}
.pay{background:#0a66c2;color:#fff}.cancel{background:#e6e9ef;color:#1b2430}.notice{color:#5b6675;font-size:.85rem;margin-top:16px}`;

const page = (lang: string, title: string, content: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main data-testid="gateway-simulator">${content}</main></body></html>`;

export function renderPaymentPage(input: { payment: SimulatedPayment; expired: boolean; language: string | undefined; returnUrl: string; actionUrl: string }): string {
  const { payment } = input;
  const { lang, texts } = textsFor(input.language);
  const title = payment.channel === 'ma' ? texts.app.replace('{provider}', payment.providerName) : texts.title;
  const details =
    `<dl><dt>${texts.merchant}</dt><dd data-testid="gateway-merchant">${escapeHtml(payment.merchantCode)}</dd>` +
    `<dt>${texts.order}</dt><dd data-testid="gateway-order">${escapeHtml(payment.orderNo)}</dd>` +
    `<dt>${texts.method}</dt><dd>${escapeHtml(payment.providerName)}</dd>` +
    `<dt>${texts.amount}</dt><dd class="amount" data-testid="gateway-amount">${formatAmount(payment.amountMinor)}</dd></dl>`;
  let actions: string;
  if (input.expired) {
    actions = `<p role="status" data-testid="gateway-expired">${texts.expired}</p><a class="button cancel" href="${escapeHtml(input.returnUrl)}">${texts.back}</a>`;
  } else if (payment.status !== 'OPEN') {
    const status = payment.status === 'PAID' ? texts.paid : texts.cancelled;
    actions = `<p role="status" data-testid="gateway-settled">${texts.settled.replace('{status}', status)}</p><a class="button cancel" href="${escapeHtml(input.returnUrl)}">${texts.back}</a>`;
  } else {
    actions =
      `<form method="post" action="${escapeHtml(input.actionUrl)}" class="actions">` +
      `<button type="submit" name="action" value="cancel" class="cancel" data-testid="gateway-cancel">${texts.cancel}</button>` +
      `<button type="submit" name="action" value="pay" class="pay" data-testid="gateway-pay">${texts.pay}</button></form>`;
  }
  return page(lang, title, `<h1>${escapeHtml(title)}</h1><div class="card">${details}${actions}</div><p class="notice">${texts.notice}</p>`);
}

export function renderUnknownPaymentPage(language: string | undefined): string {
  const { lang, texts } = textsFor(language);
  return page(lang, texts.title, `<h1>${texts.title}</h1><p role="status" data-testid="gateway-expired">${texts.expired}</p>`);
}
