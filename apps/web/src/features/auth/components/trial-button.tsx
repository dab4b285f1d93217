import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import { useStartTrial } from '@/features/auth/hooks/use-start-trial';

export function TrialButton() {
  const t = useT();
  const startTrial = useStartTrial();
  return (
    <Button block fill="outline" color="primary" className="auth-trial" data-testid="login-trial" onClick={() => void startTrial()}>
      {t('auth.trial')}
    </Button>
  );
}
