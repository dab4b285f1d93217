import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { RegisterField, RegisterRequest, RegisterSettings } from '@m/contract';
import {
  CaptchaField, Checkbox, Form, MobileField, PasswordField, SmsCodeField, SubmitButton, TextField, useAppForm, useDialingCode,
  confirmPasswordRule, isRequired, newPasswordRule, registerFieldRule, type FieldProps, type FormRules,
} from '@/components/form';
import { DotLoading } from '@/components/ui/dot-loading';
import { Toast } from '@/components/ui/feedback';
import { HOME_PATH, LOGIN_PATH, pathOf } from '@/config/paths';
import { errorCode, errorText } from '@/lib/api-error-text';
import { isAppShell, isStandalone } from '@/lib/device';
import { useFlag, useSiteSwitch } from '@/lib/flags';
import { useT } from '@/lib/i18n/use-t';
import { useMerchantCode } from '@/lib/merchant';
import { refusedField } from '@/features/auth/api-error';
import { checkAffiliate } from '@/features/auth/api/affiliate-check';
import { useCaptcha } from '@/features/auth/api/captcha';
import { useRegisterMutation } from '@/features/auth/api/register';
import { registerSettingsQueryOptions } from '@/lib/api/register-settings';
import { registrationAnnouncementsQueryOptions } from '@/features/auth/api/registration-announcements';
import { sendSmsRegister } from '@/features/auth/api/sms-register';
import { startSession } from '@/features/auth/session-start';
import { AuthBrand } from '@/features/auth/components/auth-brand';
import { AuthTop } from '@/features/auth/components/auth-top';
import { MethodTabs } from '@/features/auth/components/method-tabs';
import '@/features/auth/components/auth.css';

type RegisterMethod = 'username' | 'mobile';
type FormField = RegisterField | 'countryDialingCode';
type RegisterValues = Record<FormField, string>;

/** Spec §4/§9: the mobile number typed is carried into the other method's form after 150 ms. */
const MOBILE_CARRY_OVER_MS = 150;
const SUCCESS_TOAST_MS = 1500;

/** Fields after the account name, in the order of the payload (spec §3). */
const PROFILE_FIELDS = [
  'password', 'confirmPassword', 'paymentPassword', 'affiliateCode', 'recommenderId', 'nickname', 'payeeName',
  'email', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo',
] as const satisfies readonly RegisterField[];

const SECRET_FIELDS: readonly RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

const INPUT_PROPS: Partial<Record<RegisterField, Pick<FieldProps, 'type' | 'inputMode' | 'autoComplete'>>> = {
  username: { autoComplete: 'username' },
  password: { autoComplete: 'new-password' },
  confirmPassword: { autoComplete: 'new-password' },
  paymentPassword: { autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email' },
  qqNum: { inputMode: 'numeric' },
};

/** Refusals without a `value.field` that still belong to one field. */
const REFUSAL_FIELDS: Partial<Record<string, RegisterField>> = {
  'username.exists': 'username',
  'mobile.exists': 'mobileNum',
  'affiliate.invalid': 'affiliateCode',
  'referral.code.invalid': 'recommenderId',
  'captcha.required': 'captcha',
  'captcha.error': 'captcha',
  'verification.code.error': 'verificationCode',
};

const registerMethodOfDevice = (): RegisterRequest['registerMethod'] => {
  if (isAppShell()) return 'APP';
  if ((navigator as Navigator & { standalone?: boolean }).standalone === true) return 'WEBCLIP';
  return isStandalone() ? 'PWA' : 'H5';
};

type FormSetup = { visible: readonly RegisterField[]; required: Partial<Record<RegisterField, boolean>>; rules: FormRules<RegisterValues> };

/**
 * Which fields the merchant's settings show for this method, which are required, and their rules.
 * With invite friends on (REFERRAL) the referral code (`recommenderId`) is always offered.
 */
function formSetup(settings: RegisterSettings, method: RegisterMethod, smsVerification: boolean, directRegistration: boolean, referral: boolean): FormSetup {
  const enabled = (field: RegisterField) => settings[field]?.enabled === true || (field === 'recommenderId' && referral);
  const forced: Partial<Record<RegisterField, boolean>> = {
    username: method === 'username',
    mobileNum: method === 'mobile',
    password: true,
    verificationCode: true,
    // Without direct registration a new member comes through an agent's invitation code.
    affiliateCode: !directRegistration,
  };
  const visible: RegisterField[] = [
    ...(method === 'username' ? (['username'] as const) : []),
    ...(method === 'mobile' || enabled('mobileNum') ? (['mobileNum'] as const) : []),
    ...(method === 'mobile' && smsVerification ? (['verificationCode'] as const) : []),
    ...PROFILE_FIELDS.filter((field) => field === 'password' || enabled(field)),
    ...(enabled('captcha') ? (['captcha'] as const) : []),
  ];
  const required = Object.fromEntries(visible.map((field) => [field, isRequired(settings[field], forced[field])]));
  const rules: FormRules<RegisterValues> = Object.fromEntries(
    visible.map((field) => {
      if (field === 'password') return [field, newPasswordRule(settings.password)];
      if (field === 'confirmPassword') return [field, confirmPasswordRule('password')];
      return [field, registerFieldRule(field, settings[field], forced[field])];
    }),
  );
  return { visible, required, rules };
}

const EMPTY = Object.fromEntries(
  [...PROFILE_FIELDS, 'username', 'mobileNum', 'verificationCode', 'captcha', 'countryDialingCode'].map((field) => [field, '']),
) as RegisterValues;

type RegisterFormProps = {
  settings: RegisterSettings;
  method: RegisterMethod;
  carriedMobile: string;
  onMobileChange: (mobile: string) => void;
};

function RegisterForm({ settings, method, carriedMobile, onMobileChange }: RegisterFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const merchantCode = useMerchantCode();
  const smsVerification = useFlag('REGMOBVERF3');
  const directRegistration = useFlag('DIRECTREG3');
  const referral = useSiteSwitch('REFERRAL');
  const { visible, required, rules } = useMemo(
    () => formSetup(settings, method, smsVerification, directRegistration, referral),
    [settings, method, smsVerification, directRegistration, referral],
  );
  const form = useAppForm<RegisterValues>({ defaultValues: EMPTY, rules, dependents: { password: ['confirmPassword'] } });
  const defaultDialingCode = useDialingCode('');
  const { captcha, refresh: refreshCaptcha } = useCaptcha('register', visible.includes('captcha'));
  const [agreed, setAgreed] = useState(true);
  const registerMutation = useRegisterMutation();
  const [checking, setChecking] = useState(false);

  // The value carried in when this method's form opens.
  const carryMobileIn = useEffectEvent(() => {
    if (carriedMobile) form.fill({ mobileNum: carriedMobile });
  });
  useEffect(() => {
    const timer = setTimeout(() => carryMobileIn(), MOBILE_CARRY_OVER_MS);
    return () => clearTimeout(timer);
  }, []);

  // A friend's invitation link (`/m/register?ref=CODE`) fills the referral code in, an agent's
  // affiliate link (`/m/register?aff=CODE`, the open account page) the affiliate code.
  const carryReferralIn = useEffectEvent(() => {
    const params = new URLSearchParams(window.location.search);
    const code = params.get('ref')?.trim();
    if (code) form.fill({ recommenderId: code });
    const affiliateCode = params.get('aff')?.trim();
    if (affiliateCode) form.fill({ affiliateCode });
  });
  useEffect(() => carryReferralIn(), []);

  const typedMobile = form.watch('mobileNum');
  const reportMobile = useEffectEvent(onMobileChange);
  useEffect(() => reportMobile(typedMobile), [typedMobile]);

  const body = (values: RegisterValues): RegisterRequest => {
    const given = Object.fromEntries(
      visible
        .filter((field) => field !== 'captcha' && values[field] !== '')
        .map((field) => [field, SECRET_FIELDS.includes(field) ? values[field] : values[field].trim()]),
    );
    return {
      ...given,
      password: values.password,
      ...(visible.includes('mobileNum') && values.mobileNum.trim() ? { countryDialingCode: values.countryDialingCode || defaultDialingCode } : {}),
      ...(captcha && visible.includes('captcha') ? { captcha: values.captcha.trim(), captchaId: captcha.captchaId } : {}),
      registerUrl: window.location.hostname,
      domain: window.location.hostname,
      registerMethod: registerMethodOfDevice(),
      type: 0,
    };
  };

  const refused = (error: unknown) => {
    if (visible.includes('captcha')) {
      refreshCaptcha();
      form.fill({ captcha: '' });
    }
    const code = errorCode(error) ?? '';
    const pointed = refusedField(error) as RegisterField | null;
    const field = pointed && visible.includes(pointed) ? pointed : REFUSAL_FIELDS[code];
    const shownField = field === 'username' && method === 'mobile' ? 'mobileNum' : field;
    if (shownField && visible.includes(shownField)) form.refuse(shownField, { key: `error.${code}` });
    else form.alert(errorText(t, error));
  };

  const submit = async (values: RegisterValues) => {
    const affiliateCode = values.affiliateCode.trim();
    if (affiliateCode) {
      setChecking(true);
      const valid = await checkAffiliate(affiliateCode, window.location.hostname).catch(() => false);
      setChecking(false);
      if (!valid) {
        form.refuse('affiliateCode', { key: 'error.affiliate.invalid' });
        return;
      }
    }
    try {
      const session = await registerMutation.mutateAsync(body(values));
      startSession(session, merchantCode);
      Toast.show({ icon: 'success', content: t('register.success'), duration: SUCCESS_TOAST_MS });
      await navigate(HOME_PATH, { replace: true });
    } catch (error) {
      refused(error);
    }
  };

  const renderField = (field: RegisterField): ReactNode => {
    switch (field) {
      case 'mobileNum':
        return <MobileField key={field} name={field} required={required[field]} />;
      case 'verificationCode':
        return (
          <SmsCodeField
            key={field}
            name={field}
            mobileField="mobileNum"
            required={required[field]}
            send={({ mobile, dialingCode }) => sendSmsRegister({ mobileNo: mobile, countryDialingCode: dialingCode })}
          />
        );
      case 'captcha':
        return <CaptchaField key={field} name={field} captcha={captcha} onRefresh={refreshCaptcha} />;
      case 'password':
      case 'confirmPassword':
      case 'paymentPassword':
        return <PasswordField key={field} name={field} label={`register.field.${field}`} required={required[field]} {...INPUT_PROPS[field]} />;
      case 'recommenderId':
        return <TextField key={field} name={field} label={referral ? 'register.field.referralCode' : 'register.field.recommenderId'} required={required[field]} autoComplete="off" />;
      default:
        return <TextField key={field} name={field} label={`register.field.${field}`} required={required[field]} {...INPUT_PROPS[field]} />;
    }
  };

  return (
    <Form form={form} idPrefix="register" onValid={submit}>
      {visible.map(renderField)}
      <Checkbox testId="register-agree" checked={agreed} onChange={setAgreed}>
        {t('register.agree')} <Link to={pathOf('useragreement')}>{t('page.useragreement.title')}</Link>
      </Checkbox>
      <SubmitButton disabled={!agreed} loading={checking || registerMutation.isPending} testId="register-submit">
        {t('register.button')}
      </SubmitButton>
    </Form>
  );
}

/** Spec §2 Registration, §4 Registration. */
export function RegisterPage({ languageSwitch }: { languageSwitch?: ReactNode }) {
  const t = useT();
  const settingsQuery = useQuery(registerSettingsQueryOptions());
  const bannersQuery = useQuery(registrationAnnouncementsQueryOptions());
  const settings = settingsQuery.data;
  const banners = bannersQuery.data?.banners ?? [];
  const usernameOn = useFlag('USERNAMEREG3');
  const mobileOn = useFlag('MOBILENUMREG3');
  const [chosen, setChosen] = useState<RegisterMethod | null>(null);
  const method: RegisterMethod = usernameOn && mobileOn ? (chosen ?? 'username') : mobileOn ? 'mobile' : 'username';
  const mobileRef = useRef('');
  const [carriedMobile, setCarriedMobile] = useState('');

  const switchMethod = (next: RegisterMethod) => {
    setCarriedMobile(mobileRef.current);
    setChosen(next);
  };

  return (
    <section className="page auth-page" data-testid="page-register">
      <AuthTop backTo="history">{languageSwitch}</AuthTop>
      <AuthBrand title={t('page.register.title')} />
      {/* The form and its banner come together, once both answers are in: neither pushes the other down on arrival. */}
      {settingsQuery.isPending || bannersQuery.isPending ? (
        <div className="page-loading" aria-busy="true">
          <DotLoading />
        </div>
      ) : (
        <>
          {banners.map((banner) => (
            <img key={banner.id} className="auth-banner" src={banner.url} alt={banner.title} width={750} height={300} data-testid="register-banner" />
          ))}
          {usernameOn && mobileOn && (
            <MethodTabs
              active={method}
              onChange={switchMethod}
              tabs={[
                { key: 'username', label: t('register.method.username'), testId: 'register-tab-username' },
                { key: 'mobile', label: t('register.method.mobile'), testId: 'register-tab-mobile' },
              ]}
            />
          )}
          {settings && (usernameOn || mobileOn) ? (
            <RegisterForm
              key={method}
              settings={settings}
              method={method}
              carriedMobile={carriedMobile}
              onMobileChange={(mobile) => {
                mobileRef.current = mobile;
              }}
            />
          ) : (
            settings && <p className="auth-note">{t('error.function.not.available')}</p>
          )}
          <p className="auth-switch">
            {t('register.haveAccount')}{' '}
            <Link to={LOGIN_PATH} data-testid="register-login-link">
              {t('auth.loginButton')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
