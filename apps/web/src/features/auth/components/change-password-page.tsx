import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Form, NewPasswordFields, PasswordField, SubmitButton, TextField, useAppForm, confirmPasswordRule, loginPasswordRule, newPasswordRule,
} from '@/components/form';
import { Dialog, Toast } from '@/components/ui/feedback';
import { HOME_PATH } from '@/config/paths';
import { errorCode, errorText } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { useChangePasswordMutation } from '@/features/auth/api/change-password';
import { useRegisterSettings } from '@/lib/api/register-settings';
import { rememberedPasswordOf, resealRememberedPassword } from '@/features/auth/remembered-login';
import '@/features/auth/components/auth.css';

/** Spec §9: loading up to 10 s, 'Change saved' for 1 s, home after 1 s. */
const LOADING_MS = 10_000;
const SAVED_MS = 1000;

type PasswordValues = { username: string; oldPassword: string; newPassword: string; confirmNewPassword: string };

function ChangePasswordForm({ userName }: { userName: string }) {
  const t = useT();
  const navigate = useNavigate();
  const settings = useRegisterSettings();
  const changePassword = useChangePasswordMutation();
  /** undefined while the remembered login is read; null when none is remembered for this account. */
  const [remembered, setRemembered] = useState<string | null | undefined>(undefined);
  const askOld = remembered === null;
  const form = useAppForm<PasswordValues>({
    defaultValues: { username: userName, oldPassword: '', newPassword: '', confirmNewPassword: '' },
    rules: {
      ...(askOld ? { oldPassword: loginPasswordRule } : {}),
      newPassword: newPasswordRule(settings?.password),
      confirmNewPassword: confirmPasswordRule('newPassword', 'validation.enterPassword'),
    },
    dependents: { newPassword: ['confirmNewPassword'] },
  });

  useEffect(() => {
    let current = true;
    void rememberedPasswordOf(userName).then((password) => {
      if (current) setRemembered(password);
    });
    return () => {
      current = false;
    };
  }, [userName]);

  const submit = async (values: PasswordValues) => {
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
      form.alert(errorText(t, error));
      // A remembered password that no longer works: ask for the old one.
      if (errorCode(error) === 'password.old.error' && remembered) setRemembered(null);
    }
  };

  return (
    <Form form={form} idPrefix="changePsw" onValid={submit}>
      <TextField name="username" label="auth.username" readOnly />
      {askOld && (
        <PasswordField name="oldPassword" label="password.old" placeholder="password.oldPlaceholder" autoComplete="current-password" required />
      )}
      <NewPasswordFields />
      <SubmitButton disabled={remembered === undefined} loading={changePassword.isPending} testId="changePsw-submit">
        {t('common.submit')}
      </SubmitButton>
    </Form>
  );
}

/** Spec §2 Change password (the route table lets only a signed-in real account here). */
export function ChangePasswordPage() {
  const t = useT();
  const session = useSession();
  return (
    <section className="page auth-page" data-testid="page-changePsw">
      <h1 className="visually-hidden">{t('page.changePsw.title')}</h1>
      {session && <ChangePasswordForm userName={session.userName} />}
    </section>
  );
}
