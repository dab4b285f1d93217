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
  'withdraw.amount.range': 'The amount is outside the withdrawal limits.',
  'withdraw.over.balance': 'The amount is more than you can withdraw.',
  'withdraw.daily.limit': 'You have reached the number of withdrawals allowed in 24 hours.',
  'withdraw.turnover.unmet': 'A bonus turnover requirement must be met before you can withdraw.',
  'withdraw.already.decided': 'This withdrawal has already been decided.',
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
  'withdraw.amount.range': 'Ang halaga ay labas sa limitasyon ng pag-withdraw.',
  'withdraw.over.balance': 'Ang halaga ay higit sa maaari mong i-withdraw.',
  'withdraw.daily.limit': 'Naabot mo na ang bilang ng pag-withdraw na pinapayagan sa loob ng 24 na oras.',
  'withdraw.turnover.unmet': 'Kailangang matugunan muna ang turnover requirement ng bonus bago ka makapag-withdraw.',
  'withdraw.already.decided': 'Napagpasyahan na ang withdrawal na ito.',
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
