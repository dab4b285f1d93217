import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { HOME_PATH } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useSiteInfo } from '@/lib/site-status';
import { errorText } from '@/lib/api-error-text';
import { createTrialAccount } from '@/features/auth/api/create-trial-account';
import { freeplayLogin } from '@/features/auth/api/freeplay-login';
import { startTrialSession } from '@/features/auth/session-start';

/** Test play (FREEPLAY3): a new trial account, logged in with the trial merchant code, then home. */
export function useStartTrial() {
  const t = useT();
  const navigate = useNavigate();
  const trialMerchantCode = useSiteInfo()?.trialMerchantCode;

  return async () => {
    if (!trialMerchantCode) return;
    toast.show({ icon: 'loading', content: t('common.pleaseWait'), duration: 0 });
    try {
      const account = await createTrialAccount();
      const session = await freeplayLogin({ username: account.userName, password: account.password, merchantCode: trialMerchantCode });
      startTrialSession(session, trialMerchantCode);
      toast.clear();
      await navigate(HOME_PATH, { replace: true });
    } catch (error) {
      toast.clear();
      toast.show({ content: errorText(t, error) });
    }
  };
}
