import { useNavigate } from 'react-router';
import type { SocialProvider } from '@m/contract';
import { toast } from '@/components/ui/toast';
import { useFlag } from '@/lib/flags';
import { useT } from '@/lib/i18n/use-t';
import { useMerchantCode } from '@/lib/merchant';
import { useSiteInfo } from '@/lib/site-status';
import { errorText } from '@/lib/api-error-text';
import { socialLogin } from '@/features/auth/api/social-login';
import { identityBridge } from '@/features/auth/identity-bridge';
import { startSession } from '@/features/auth/session-start';
import { SocialMark } from '@/features/auth/components/social-marks';

const PROVIDER_LABELS: Record<SocialProvider, string> = { facebook: 'Facebook', google: 'Google', telegram: 'Telegram' };

/** Facebook and Google per FACEBOOKLOGIN3 and GOOGLELOGIN3, Telegram per the merchant's telegramLogin setting. */
export function SocialButtons({ returnPath }: { returnPath: string }) {
  const t = useT();
  const navigate = useNavigate();
  const merchantCode = useMerchantCode();
  const facebook = useFlag('FACEBOOKLOGIN3');
  const google = useFlag('GOOGLELOGIN3');
  const telegram = useSiteInfo()?.telegramLogin === true;
  const providers = (['facebook', 'google', 'telegram'] as const).filter((provider) => ({ facebook, google, telegram })[provider]);
  if (providers.length === 0) return null;

  const signIn = async (provider: SocialProvider) => {
    const bridge = identityBridge();
    if (!bridge) {
      toast.show({ content: t('auth.social.unavailable', { provider: PROVIDER_LABELS[provider] }) });
      return;
    }
    toast.show({ icon: 'loading', content: t('common.pleaseWait'), duration: 0 });
    try {
      const idToken = await bridge.getIdToken(provider);
      startSession(await socialLogin({ provider, idToken }), merchantCode);
      toast.clear();
      await navigate(returnPath, { replace: true });
    } catch (error) {
      toast.clear();
      toast.show({ content: errorText(t, error) });
    }
  };

  return (
    <div className="auth-social">
      <p className="auth-social-title">{t('auth.social.title')}</p>
      <div className="auth-social-buttons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`auth-social-button auth-social-${provider}`}
            data-testid={`login-social-${provider}`}
            aria-label={t('auth.social.with', { provider: PROVIDER_LABELS[provider] })}
            onClick={() => void signIn(provider)}
          >
            <SocialMark provider={provider} />
          </button>
        ))}
      </div>
    </div>
  );
}
