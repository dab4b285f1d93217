import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isTrial } from '@m/contract';
import { Toast } from '@/components/ui/feedback';
import { HOME_PATH } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';

/** Whether the session is a trial (free play) account, which is refused real-account features (spec §6). */
export const useIsTrialSession = () => {
  const session = useSession();
  return session !== null && isTrial(session.type);
};

/** Renders `children` for visitors and real accounts; a trial account gets the free_reject message and goes home. */
export function RealAccountOnly({ children }: { children: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const refused = useIsTrialSession();
  useEffect(() => {
    if (!refused) return;
    Toast.show({ content: <span data-testid="free-reject">{t('auth.freeReject')}</span> });
    void navigate(HOME_PATH, { replace: true });
  }, [refused, navigate, t]);
  return refused ? null : children;
}

/** A route's page behind RealAccountOnly (member centre and other real-account pages). */
export const withRealAccount = (Page: ComponentType): ComponentType => {
  const Guarded = () => (
    <RealAccountOnly>
      <Page />
    </RealAccountOnly>
  );
  Guarded.displayName = `RealAccountOnly(${Page.displayName ?? Page.name})`;
  return Guarded;
};
