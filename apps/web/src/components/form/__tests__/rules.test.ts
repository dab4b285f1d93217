import { describe, expect, it } from 'vitest';
import { isEmail, type FieldRule } from '@m/contract';
import {
  captchaRule, confirmPasswordRule, isRequired, loginMobileRule, loginPasswordRule, loginUsernameRule,
  newPasswordRule, recoveryEmailRule, registerFieldRule, smsCodeRule, type Rule,
} from '@/components/form/rules';
import { wordCountRule } from '@/components/form/word-count-rule';

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true, required: false, acceptedPattern: null, minLength: null, maxLength: null, patternId: null, ...overrides,
});

const keyOf = (check: Rule, value: string, values: Record<string, string> = {}) => check(value, values)?.key ?? null;

const longEmail = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('login rules', () => {
  it.each([
    ['username', loginUsernameRule, '', 'validation.usernameRequired'],
    ['username', loginUsernameRule, '   ', 'validation.usernameRequired'],
    ['username', loginUsernameRule, 'demo', null],
    ['username', loginUsernameRule, 'x'.repeat(65), 'error.username.format.error'],
    ['password', loginPasswordRule, '', 'validation.passwordRequired'],
    ['password', loginPasswordRule, '12345', 'error.password.format.error'],
    ['password', loginPasswordRule, 'demo1234', null],
    ['password', loginPasswordRule, 'x'.repeat(65), 'error.password.format.error'],
    ['mobile', loginMobileRule, '', 'validation.mobileRequired'],
    ['mobile', loginMobileRule, '917000', 'validation.mobileMinLength'],
    ['mobile', loginMobileRule, '9170000000', null],
    ['mobile', loginMobileRule, ' 9170000000 ', null],
    ['mobile', loginMobileRule, '917-000-000', 'error.mobile.format.error'],
    ['mobile', loginMobileRule, '9'.repeat(21), 'error.mobile.format.error'],
    ['SMS code', smsCodeRule, '', 'validation.smsCodeRequired'],
    ['SMS code', smsCodeRule, '123456', null],
    ['SMS code', smsCodeRule, '12a456', 'validation.smsCodeFormat'],
    ['SMS code', smsCodeRule, '1'.repeat(11), 'validation.smsCodeFormat'],
    ['captcha', captchaRule, '', 'error.captcha.required'],
    ['captcha', captchaRule, '4821', null],
    ['captcha', captchaRule, '48a1', 'validation.captchaFormat'],
    ['captcha', captchaRule, '1234567', 'validation.captchaFormat'],
  ] as const)('%s %j → %s', (_name, check, value, expected) => {
    expect(keyOf(check, value)).toBe(expected);
  });

  it('names the minimum in the mobile length message', () => {
    expect(loginMobileRule('123', {})).toEqual({ key: 'validation.mobileMinLength', params: { min: 7 } });
  });
});

describe('registration field rules', () => {
  const username = rule({ required: true, acceptedPattern: '^[A-Za-z0-9]{4,16}$', minLength: 4, maxLength: 16 });
  const email = rule({ maxLength: 254 });
  const nickname = rule({ maxLength: 20 });
  const mobile = rule({ acceptedPattern: '^[0-9]{7,20}$' });

  it.each([
    ['required and empty', 'username', username, '', false, 'validation.required'],
    ['too short', 'username', username, 'abc', false, 'validation.minLength'],
    ['too long', 'username', username, 'a'.repeat(17), false, 'validation.maxLength'],
    ['against the pattern', 'username', username, 'ab_cd', false, 'error.username.format.error'],
    ['valid', 'username', username, 'newplayer1', false, null],
    ['trimmed before checking', 'username', username, '  newplayer1 ', false, null],
    ['optional and empty', 'email', email, '', false, null],
    ['a valid e-mail', 'email', email, 'player@example.com', false, null],
    ['an e-mail without a domain suffix', 'email', email, 'player@example', false, 'error.email.format.error'],
    ['an e-mail of 254 characters', 'email', email, longEmail(254), false, null],
    ['an e-mail of 255 characters', 'email', email, longEmail(255), false, 'error.email.format.error'],
    ['a script in a name', 'nickname', nickname, '<script>x</script>', false, 'error.name.format.error'],
    ['an event handler in a name', 'nickname', nickname, 'a onerror=alert(1)', false, 'error.name.format.error'],
    ['a plain name', 'nickname', nickname, 'Lucky Star', false, null],
    ['optional mobile forced required', 'mobileNum', mobile, '', true, 'validation.required'],
    ['mobile with letters', 'mobileNum', mobile, '91700abc00', true, 'error.mobile.format.error'],
    ['captcha required', 'captcha', rule({ required: true }), '', false, 'error.captcha.required'],
    ['a field without its own format text', 'qqNum', rule({ acceptedPattern: '^[0-9]+$' }), 'abc', false, 'validation.format'],
  ] as const)('%s', (_name, field, fieldRule, value, forced, expected) => {
    expect(keyOf(registerFieldRule(field, fieldRule, forced), value)).toBe(expected);
  });

  it('keeps the spaces of passwords', () => {
    const password = rule({ required: true, acceptedPattern: '^\\S+$' });
    expect(keyOf(registerFieldRule('password', password), ' secret1 ')).toBe('error.password.format.error');
  });

  it('skips a broken merchant pattern', () => {
    expect(keyOf(registerFieldRule('wechat', rule({ acceptedPattern: '([' })), 'anything')).toBeNull();
  });

  it.each([
    [rule({ required: true }), false, true],
    [rule({ required: false }), false, false],
    [rule({ required: false }), true, true],
    [undefined, false, false],
  ])('shows the asterisk from the rule (%j, forced %s → %s)', (fieldRule, forced, expected) => {
    expect(isRequired(fieldRule, forced)).toBe(expected);
  });
});

describe('password rules', () => {
  const password = rule({ required: true, minLength: 6, maxLength: 20 });

  it.each([
    ['', 'validation.required'],
    ['12345', 'validation.minLength'],
    ['abc123', null],
    ['a'.repeat(21), 'validation.maxLength'],
  ])('new password %j → %s', (value, expected) => {
    expect(keyOf(newPasswordRule(password), value)).toBe(expected);
  });

  it('keeps the platform bounds when the merchant sets none', () => {
    expect(keyOf(newPasswordRule(rule({ enabled: false })), '12345')).toBe('error.password.format.error');
    expect(keyOf(newPasswordRule(undefined), 'x'.repeat(65))).toBe('error.password.format.error');
  });

  it.each([
    ['', 'abc123', 'validation.confirmRequired'],
    ['abc124', 'abc123', 'error.password.confirm.mismatch'],
    ['abc123', 'abc123', null],
  ])('registration confirmation %j of %j → %s', (value, passwordValue, expected) => {
    expect(keyOf(confirmPasswordRule('password'), value, { password: passwordValue })).toBe(expected);
  });

  it('says "Enter password" for an empty confirmation when asked to', () => {
    expect(keyOf(confirmPasswordRule('newPassword', 'validation.enterPassword'), '', { newPassword: 'x' })).toBe('validation.enterPassword');
  });
});

describe('recovery e-mail', () => {
  it.each([
    ['', 'validation.emailRequired'],
    ['  player@example.com  ', null],
    ['player.one@mail.example.com', null],
    ['player@example.c', 'validation.emailIncorrect'],
    ['player@@example.com', 'validation.emailIncorrect'],
    [longEmail(255), 'validation.emailIncorrect'],
  ])('%j → %s', (value, expected) => {
    expect(keyOf(recoveryEmailRule, value)).toBe(expected);
  });

  it('refuses 255 characters or more and accepts up to 254', () => {
    expect(isEmail(longEmail(254))).toBe(true);
    expect(isEmail(longEmail(255))).toBe(false);
    expect(isEmail(longEmail(300))).toBe(false);
  });
});

describe('word count', () => {
  const feedback = wordCountRule({ min: 5, max: 10 });
  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['Deposit not arrived yet', 'validation.wordCount'],
    ['My deposit has not arrived yet', null],
    ['My deposit of 500.00 has not arrived, please check it again today', 'validation.wordCount'],
    // Thai is written without spaces: its words are counted all the same (as the server counts them).
    ['ฉันฝากเงินแล้วแต่ยังไม่เข้ากระเป๋า', null],
  ])('%j → %s', (value, key) => {
    expect(keyOf(feedback, value)).toBe(key);
  });

  it('names the bounds in its message', () => {
    expect(feedback('too short', {})).toEqual({ key: 'validation.wordCount', params: { min: 5, max: 10 } });
  });
});
