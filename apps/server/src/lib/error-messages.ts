import type { ErrorCode } from '@m/contract';

type MessageTable = Record<ErrorCode, string>;

const EN: MessageTable = {
  'request_param_err': 'The request is not valid. Please check your input and try again.',
  'function.not.available': 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
  'payload.too.large': 'The request is too large.',
  'login.not.session': 'You are not logged in, please login first.',
  'login.failed': 'The username or password is incorrect.',
  'login.locked': 'This account is locked. Please contact customer service.',
  'captcha.required': 'Enter a captcha.',
  'captcha.error': 'The captcha is incorrect.',
  'proof.of.work.invalid': 'Your device could not confirm this request. Please try again.',
  'verification.code.error': 'Verification code error.',
  'username.exists': 'Sorry, the username already exists.',
  'mobile.exists': 'This mobile number is already registered.',
  'user.not.exist': 'Sorry, the user does not exist or is disabled.',
  'modify.new.old.same': 'The new password and the old password cannot be the same.',
  'affiliate.invalid': 'Invalid invitation code.',
  'insufficient.balance': 'Your balance is not enough for this bet. Please deposit or lower the stake.',
  'deposit.amount.range': 'The amount must be between {min} and {max}.',
  'deposit.limit.exceeded': 'This deposit is over your deposit limit. You can deposit {remaining} more.',
  'deposit.promotion.unavailable': 'This promotion is not available for this deposit.',
  'deposit.pending.too.many': 'Too many of your deposits are waiting for payment. Please finish one of them or let it expire first.',
  'deposit.receipt.invalid': 'The receipt must be a PNG or JPEG picture of at most 512 KB.',
  'deposit.order.closed': 'This deposit order is already closed.',
  'payment.signature.invalid': 'The payment notification signature is invalid or too old.',
  'payment.callback.mismatch': 'The payment notification does not match the order.',
  'upline.unavailable': 'Transfers to an upline agent are not available for this account.',
  'payment.password.not.set': 'Please set your payment password first.',
  'payment.password.exists': 'You have already set a payment password. Change it instead.',
  'payment.password.wrong': 'The payment password is incorrect.',
  'payment.password.locked': 'Too many wrong payment passwords. Withdrawals are locked for 30 minutes.',
  'payment.password.format': 'The payment password must be exactly 6 digits.',
  'payment.password.weak': 'The payment password is too easy to guess: avoid one digit six times or a run like 123456.',
  'mobile.not.bound': 'There is no mobile number bound to this account. Please contact customer service.',
  'bank.card.limit': 'You have bound the maximum number of accounts (5). Remove one first.',
  'bank.card.exists': 'This account is already bound.',
  'bank.card.number.invalid': 'The account number is not valid for this bank or e-wallet.',
  'bank.card.name.mismatch': 'The account holder name must be the same as your payee name.',
  'bank.card.not.found': 'The bank account was not found.',
  'password.old.error': 'The old password is incorrect.',
  'social.token.invalid': 'The sign-in could not be verified. Please try again.',
  'reset.token.invalid': 'This password reset link is invalid or has expired.',
  'username.format.error': 'Account format is incorrect.',
  'password.format.error': 'Password format is incorrect.',
  'password.confirm.mismatch': 'Confirmation password not matched.',
  'email.format.error': 'E-mail format is incorrect.',
  'name.format.error': 'Name format is not valid.',
  'mobile.format.error': 'The mobile num is not valid.',
  'field.invalid': 'Please check the highlighted field.',
  'permission.denied': 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
  'trial.rejected': 'Please login an actual account to use this function.',
  'not.found': 'The requested resource was not found.',
  'too.many.requests': 'Too many requests. Please wait a moment and try again.',
  'system.maintenance': 'System upgrading, please try again later.',
  'unknown.error': 'Unknown error.',
};

const TY: MessageTable = {
  'request_param_err': 'Hindi wasto ang kahilingan. Pakisuri ang iyong input at subukang muli.',
  'function.not.available': 'Paumanhin, walang pahintulot ang account na ito o pansamantalang hindi available ang feature.',
  'payload.too.large': 'Masyadong malaki ang kahilingan.',
  'login.not.session': 'Hindi ka naka-login, mangyaring mag-login muna.',
  'login.failed': 'Mali ang username o password.',
  'login.locked': 'Naka-lock ang account na ito. Makipag-ugnayan sa customer service.',
  'captcha.required': 'Ilagay ang captcha.',
  'captcha.error': 'Mali ang captcha.',
  'proof.of.work.invalid': 'Hindi makumpirma ng iyong device ang kahilingang ito. Pakisubukang muli.',
  'verification.code.error': 'Mali ang verification code.',
  'username.exists': 'Paumanhin, mayroon nang gumagamit ng username na ito.',
  'mobile.exists': 'Nakarehistro na ang mobile number na ito.',
  'user.not.exist': 'Paumanhin, hindi umiiral o naka-disable ang user.',
  'modify.new.old.same': 'Hindi maaaring pareho ang bagong password at ang lumang password.',
  'affiliate.invalid': 'Hindi wastong invitation code.',
  'insufficient.balance': 'Kulang ang iyong balanse para sa tayang ito. Mag-deposit o babaan ang taya.',
  'deposit.amount.range': 'Ang halaga ay dapat nasa pagitan ng {min} at {max}.',
  'deposit.limit.exceeded': 'Lampas ang deposit na ito sa iyong deposit limit. Maaari ka pang mag-deposit ng {remaining}.',
  'deposit.promotion.unavailable': 'Hindi available ang promosyong ito para sa deposit na ito.',
  'deposit.pending.too.many': 'Masyadong marami ang iyong deposit na naghihintay ng bayad. Tapusin muna ang isa o hintaying mag-expire ito.',
  'deposit.receipt.invalid': 'Ang resibo ay dapat PNG o JPEG na larawan na hindi hihigit sa 512 KB.',
  'deposit.order.closed': 'Sarado na ang deposit order na ito.',
  'payment.signature.invalid': 'Hindi wasto o masyadong luma ang lagda ng abiso ng bayad.',
  'payment.callback.mismatch': 'Hindi tugma sa order ang abiso ng bayad.',
  'upline.unavailable': 'Hindi available ang paglipat sa upline agent para sa account na ito.',
  'payment.password.not.set': 'Mangyaring itakda muna ang iyong payment password.',
  'payment.password.exists': 'Nakapagtakda ka na ng payment password. Palitan na lang ito.',
  'payment.password.wrong': 'Mali ang payment password.',
  'payment.password.locked': 'Masyadong maraming maling payment password. Naka-lock ang pag-withdraw nang 30 minuto.',
  'payment.password.format': 'Ang payment password ay dapat eksaktong 6 na digit.',
  'payment.password.weak': 'Masyadong madaling hulaan ang payment password: iwasan ang iisang digit nang anim na beses o sunod-sunod na tulad ng 123456.',
  'mobile.not.bound': 'Walang mobile number na naka-bind sa account na ito. Makipag-ugnayan sa customer service.',
  'bank.card.limit': 'Naabot mo na ang pinakamaraming account na maaaring i-bind (5). Mag-alis muna ng isa.',
  'bank.card.exists': 'Naka-bind na ang account na ito.',
  'bank.card.number.invalid': 'Hindi wasto ang account number para sa bangko o e-wallet na ito.',
  'bank.card.name.mismatch': 'Ang pangalan ng may-ari ng account ay dapat kapareho ng iyong payee name.',
  'bank.card.not.found': 'Hindi nahanap ang bank account.',
  'password.old.error': 'Mali ang lumang password.',
  'social.token.invalid': 'Hindi ma-verify ang pag-sign in. Pakisubukang muli.',
  'reset.token.invalid': 'Hindi wasto o expired na ang link na ito para sa pag-reset ng password.',
  'username.format.error': 'Mali ang format ng account.',
  'password.format.error': 'Mali ang format ng password.',
  'password.confirm.mismatch': 'Hindi tugma ang kumpirmasyon ng password.',
  'email.format.error': 'Mali ang format ng e-mail.',
  'name.format.error': 'Hindi wasto ang format ng pangalan.',
  'mobile.format.error': 'Hindi wasto ang mobile number.',
  'field.invalid': 'Pakisuri ang naka-highlight na field.',
  'permission.denied': 'Paumanhin, walang pahintulot ang account na ito o pansamantalang hindi available ang feature.',
  'trial.rejected': 'Mangyaring mag-login gamit ang tunay na account para magamit ang function na ito.',
  'not.found': 'Hindi nahanap ang hinihinging resource.',
  'too.many.requests': 'Masyadong maraming kahilingan. Maghintay sandali at subukang muli.',
  'system.maintenance': 'Nag-a-upgrade ang system, pakisubukang muli mamaya.',
  'unknown.error': 'Hindi kilalang error.',
};

const MESSAGES: Partial<Record<string, MessageTable>> = { EN, TY };

const formatAmount = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The human text for `code` in the request's `Language`, English when that language has no table.
 * `{name}` in the text is filled from the refusal's value (`{ remaining: 1500 }`), amounts with 2 decimals.
 */
export function errorMessage(code: ErrorCode, language: string | undefined, value?: unknown): string {
  const table = MESSAGES[language?.trim().toUpperCase() ?? ''] ?? EN;
  const fields = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return table[code].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const field = fields[name];
    return typeof field === 'number' ? formatAmount(field) : placeholder;
  });
}
