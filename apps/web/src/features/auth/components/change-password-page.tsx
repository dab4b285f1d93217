import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, Toast } from '@/components/ui/feedback';
import { HOME_PATH } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { errorCode, errorText } from '@/features/auth/api-error';
import { useChangePasswordMutation } from '@/features/auth/api/change-password';
import { useRegisterSettings } from '@/features/auth/api/register-settings';
import { useForm } from '@/features/auth/hooks/use-form';
import { useRevalidateOnLanguageChange } from '@/features/auth/hooks/use-revalidate-on-language-change';
import { rememberedPasswordOf, resealRememberedPassword } from '@/features/auth/remembered-login';
import { confirmPasswordRule, loginPasswordRule, newPasswordRule } from '@/features/auth/validation/rules';
import { focusField, PasswordField, TextField } from '@/features/auth/components/form-field';

/** Spec §9: loading up to 10 s, 'Change saved' for 1 s, home after 1 s. */
const LOADING_MS = 10_000;
const SAVED_MS = 1000;

type PasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

function ChangePasswordForm({ userName }: { userName: string }) {
  const t = useT();
  const navigate = useNavigate();
  const settings = useRegisterSettings();
  const changePassword = useChangePasswordMutation();
  /** undefined while the remembered login is read; null when none is remembered for this account. */
  const [remembered, setRemembered] = useState<string | null | undefined>(undefined);
  const form = useForm<PasswordField>(
    { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    {
      oldPassword: loginPasswordRule,
      newPassword: newPasswordRule(settings?.password),
      confirmNewPassword: confirmPasswordRule('newPassword', 'validation.enterPassword'),
    },
    { newPassword: ['confirmNewPassword'] },
  );
  const askOld = remembered === null;
  const fields: readonly PasswordField[] = askOld ? ['oldPassword', 'newPassword', 'confirmNewPassword'] : ['newPassword', 'confirmNewPassword'];
  useRevalidateOnLanguageChange(() => form.revalidateFilled(fields));

  useEffect(() => {
    let current = true;
    void rememberedPasswordOf(userName).then((password) => {
      if (current) setRemembered(password);
    });
    return () => {
      current = false;
    };
  }, [userName]);

  const submit = async () => {
    const invalid = form.validate(fields);
    if (invalid) {
      focusField(`changePsw-${invalid}`);
      return;
    }
    const values = form.current();
    const oldPassword = remembered ?? values.oldPassword;
    if (values.newPassword === oldPassword) {
      await Dialog.alert({ content: <span data-testid="changePsw-same">{t('error.modify.new.old.same')}</span>, confirmText: t('common.confirm') });
      return;
    }
    Toast.show({ icon: 'loading', content: t('common.pleaseWait'), duration: LOADING_MS });
    try {
      await changePassword.mutateAsync({ oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
      Toast.show({ icon: 'success', content: t('password.saved'), duration: SAVED_MS });
      await resealRememberedPassword(userName, values.newPassword);
      setTimeout(() => void navigate(HOME_PATH, { replace: true }), SAVED_MS);
    } catch (error) {
      Toast.clear();
      Toast.show({ content: errorText(t, error) });
      // A remembered password that no longer works: ask for the old one.
      if (errorCode(error) === 'password.old.error' && remembered) setRemembered(null);
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      data-testid="changePsw-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField id="changePsw-username" label={t('auth.username')} value={userName} onChange={() => undefined} readOnly />
      {askOld && (
        <PasswordField
          id="changePsw-oldPassword"
          label={t('password.old')}
          placeholder={t('password.oldPlaceholder')}
          autoComplete="current-password"
          required
          value={form.values.oldPassword}
          onChange={(value) => form.setValue('oldPassword', value)}
          onBlur={() => form.blur('oldPassword')}
          error={form.errors.oldPassword}
        />
      )}
      <PasswordField
        id="changePsw-newPassword"
        label={t('password.new')}
        placeholder={t('password.newPlaceholder')}
        autoComplete="new-password"
        required
        value={form.values.newPassword}
        onChange={(value) => form.setValue('newPassword', value)}
        onBlur={() => form.blur('newPassword')}
        error={form.errors.newPassword}
      />
      <PasswordField
        id="changePsw-confirmNewPassword"
        label={t('password.confirm')}
        placeholder={t('password.confirmPlaceholder')}
        autoComplete="new-password"
        required
        value={form.values.confirmNewPassword}
        onChange={(value) => form.setValue('confirmNewPassword', value)}
        onBlur={() => form.blur('confirmNewPassword')}
        error={form.errors.confirmNewPassword}
      />
      <Button
        block
        color="primary"
        size="large"
        type="submit"
        disabled={remembered === undefined}
        loading={changePassword.isPending}
        data-testid="changePsw-submit"
      >
        {t('common.submit')}
      </Button>
    </form>
  );
}

/** Spec §2 Change password: without a session, home. */
export function ChangePasswordPage() {
  const t = useT();
  const session = useSession();
  if (!session) return <Navigate to={HOME_PATH} replace />;
  return (
    <section className="page auth-page" data-testid="page-changePsw">
      <h1 className="visually-hidden">{t('page.changePsw.title')}</h1>
      <ChangePasswordForm userName={session.userName} />
    </section>
  );
}
