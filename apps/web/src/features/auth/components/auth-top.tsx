import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { BackIcon } from '@/components/icons';
import { HOME_PATH } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

/**
 * The top row of pages whose app header is hidden (login, register): a back arrow and the
 * language block. Back goes home when there is no history to go back to (spec §2).
 */
export function AuthTop({ children, backTo = 'home' }: { children?: ReactNode; backTo?: 'home' | 'history' }) {
  const t = useT();
  const navigate = useNavigate();
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (backTo === 'history' && idx > 0) void navigate(-1);
    else void navigate(HOME_PATH);
  };
  return (
    <div className="auth-top">
      <button type="button" className="auth-back" data-testid="auth-back" aria-label={t('header.back')} onClick={goBack}>
        <BackIcon className="flip-rtl" />
      </button>
      {children}
    </div>
  );
}
