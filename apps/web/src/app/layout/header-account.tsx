import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { EyeIcon, EyeOffIcon, RefreshIcon, WalletIcon } from '@/components/icons';
import { pathOf } from '@/config/paths';
import { useRouteSwitchedOn } from '@/lib/flags';
import { useT } from '@/lib/i18n/use-t';
import type { SessionInfo } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useWalletBalance } from '@/lib/wallet-balance';
import { toggleBalance, useBalanceVisibility } from '@/app/layout/balance-visibility';
import '@/app/layout/header-account.css';

const COPYRIGHT_YEAR = 2025;
const MASK = '****';

/**
 * Spec §2 logged-in home header: username and total balance (2 decimals, hideable), a popover
 * with Deposit, Withdraw, Refresh balance, Hide/Show, Sign out and the copyright line, and the
 * deposit icon. A refresh hides the amount until the wallet call returns. Deposit and Withdraw
 * show only while their pages are switched on (the route table's flags).
 */
export default function HeaderAccount({ session }: { session: SessionInfo }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const balance = useWalletBalance();
  const hidden = useBalanceVisibility((state) => state.hidden);
  const depositOn = useRouteSwitchedOn('voucherCenter');
  const withdrawOn = useRouteSwitchedOn('withdraw');
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const amount = hidden ? MASK : balance.isFetching || !balance.data ? '…' : formatMoney(balance.data.sumBalance);
  const go = (path: string) => {
    setOpen(false);
    void navigate(path);
  };
  const signOut = async () => {
    setOpen(false);
    const { confirmLogout } = await import('@/components/logout-confirm');
    await confirmLogout(t, { forgetSavedLogin: true });
  };

  return (
    <div className="header-account" ref={area}>
      <button
        type="button"
        className="header-account-toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="header-account"
        onClick={() => setOpen(!open)}
      >
        <span className="header-user" data-testid="header-username">{session.userName}</span>
        <span className="header-balance" data-testid="header-balance" dir="ltr" data-hidden={hidden} aria-busy={balance.isFetching}>
          {amount}
        </span>
      </button>
      <button
        type="button"
        className="icon-button header-eye"
        data-testid="header-balance-toggle"
        aria-label={t(hidden ? 'header.showBalance' : 'header.hideBalance')}
        onClick={toggleBalance}
      >
        {hidden ? <EyeOffIcon /> : <EyeIcon />}
      </button>
      {depositOn && (
        <button type="button" className="icon-button" data-testid="header-deposit" aria-label={t('menu.deposit')} onClick={() => go(pathOf('voucherCenter'))}>
          <WalletIcon />
        </button>
      )}
      {open && (
        <div className="header-popover" role="menu" data-testid="header-popover">
          {depositOn && (
            <button type="button" role="menuitem" data-testid="header-popover-deposit" onClick={() => go(pathOf('voucherCenter'))}>
              {t('menu.deposit')}
            </button>
          )}
          {withdrawOn && (
            <button type="button" role="menuitem" data-testid="header-popover-withdraw" onClick={() => go(pathOf('withdraw'))}>
              {t('menu.withdraw')}
            </button>
          )}
          <button type="button" role="menuitem" data-testid="header-popover-refresh" onClick={() => void balance.refetch()}>
            <RefreshIcon className={balance.isFetching ? 'spinning' : undefined} />
            {t('header.refreshBalance')}
          </button>
          <button type="button" role="menuitem" data-testid="header-popover-visibility" onClick={toggleBalance}>
            {t(hidden ? 'header.showBalance' : 'header.hideBalance')}
          </button>
          <button type="button" role="menuitem" data-testid="header-popover-logout" onClick={() => void signOut()}>
            {t('header.signOut')}
          </button>
          <p className="header-popover-copyright">{t('footer.copyright', { year: COPYRIGHT_YEAR, name: t('app.name') })}</p>
        </div>
      )}
    </div>
  );
}
