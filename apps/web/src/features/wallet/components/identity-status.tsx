import type { IdentityState } from '@m/contract';
import { Link } from 'react-router';
import { pathOf } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useIdentity } from '@/features/wallet/api/identity';
import '@/features/wallet/components/identity.css';

/** The status word of a verification (the security centre's item, the identity page's heading). */
export function IdentityStatusBadge({ state }: { state: IdentityState }) {
  const t = useT();
  return (
    <span className="identity-badge" data-status={state.status} data-testid="identity-status">
      {t(`identity.status.${state.status}`)}
    </span>
  );
}

/**
 * What the member's verification means for them now, and what to do: not sent (what is missing,
 * with the way to the form), waiting for an operator, rejected (the reason, and to send it again),
 * or approved. `link` adds the way to the identity page (off on that page itself).
 */
export function IdentityExplanation({ state, link }: { state: IdentityState; link: boolean }) {
  const t = useT();
  const missing = state.status === 'NOT_SUBMITTED' || state.status === 'REJECTED';
  return (
    <div className="identity-explanation" data-status={state.status} data-testid="identity-explanation" role="status">
      {state.status === 'NOT_SUBMITTED' && (
        <>
          <p>{t(state.required ? 'identity.requiredIntro' : 'identity.optionalIntro', { age: state.minAge })}</p>
          <ul className="identity-missing">
            <li>{t('identity.fullName')}</li>
            <li>{t('identity.birthDate')}</li>
            <li>{t('identity.idPicture')}</li>
            <li>{t('identity.selfie')}</li>
          </ul>
        </>
      )}
      {state.status === 'PENDING' && (
        <p>{t(state.required ? 'identity.pendingWithdraw' : 'identity.pending')}</p>
      )}
      {state.status === 'REJECTED' && (
        <>
          <p>{t('identity.rejected')}</p>
          {state.reason && <p className="identity-reason" dir="auto" data-testid="identity-reason">{state.reason}</p>}
        </>
      )}
      {state.status === 'APPROVED' && <p>{t('identity.approved')}</p>}
      {link && missing && (
        <Link className="security-link identity-link" to={pathOf('member-identity')} data-testid="identity-link">
          {t(state.status === 'REJECTED' ? 'identity.resubmit' : 'identity.start')}
        </Link>
      )}
    </div>
  );
}

/**
 * The withdraw page's first item where the merchant asks for a verified identity and the member's
 * is not approved yet: why withdrawals wait, and the way to the form. Nothing otherwise (a failed
 * read too: the withdrawal's own refusal says it then).
 */
export function WithdrawIdentityNotice() {
  const identity = useIdentity(useSessionOwner());
  const state = identity.data;
  if (!state || !state.required || state.status === 'APPROVED') return null;
  return (
    <section className="withdraw-identity" data-testid="withdraw-identity">
      <IdentityExplanation state={state} link />
    </section>
  );
}

/** The security centre's identity item: the status, and the way to the identity page. */
export function IdentitySecurityItem() {
  const t = useT();
  const identity = useIdentity(useSessionOwner());
  const state = identity.data;
  return (
    <>
      {state && <p className="payout-hint"><IdentityStatusBadge state={state} /></p>}
      <Link className="security-link" to={pathOf('member-identity')} data-testid="security-identity-link">
        {t(state?.status === 'NOT_SUBMITTED' || state?.status === 'REJECTED' ? 'identity.start' : 'identity.view')}
      </Link>
    </>
  );
}
