import { findLanguage, type MemberSessionView } from '@m/contract';
import { LoadFailed } from '@/components/layout/load-failed';
import { Button } from '@/components/ui/button';
import { Dialog, Toast } from '@/components/ui/feedback';
import { errorCode, errorText } from '@/lib/api-error-text';
import { inlineDateTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import type { Translate } from '@/lib/i18n/translate';
import { useMemberSessions, useSignOutOtherSessionsMutation, useSignOutSessionMutation } from '@/features/wallet/api/member-sessions';
import '@/features/wallet/components/security.css';

/** The country of an ISO code in the reader's language, "local network" or "unknown place". */
function placeName(t: Translate, place: string | null, htmlLang: string): string {
  if (place === 'local') return t('security.placeLocal');
  if (!place) return t('security.placeUnknown');
  try {
    return new Intl.DisplayNames([htmlLang], { type: 'region' }).of(place) ?? place;
  } catch {
    return place;
  }
}

function SessionRow({ session, onSignOut, signingOut }: { session: MemberSessionView; onSignOut: () => void; signingOut: boolean }) {
  const t = useT();
  const htmlLang = findLanguage(useLanguage())?.htmlLang ?? 'en';
  const where = [placeName(t, session.place, htmlLang), session.ip].filter(Boolean).join(' · ');
  return (
    <li className="security-session" data-testid={`security-session-${session.current ? 'current' : 'other'}`}>
      <div className="security-session-main">
        <p className="security-session-device">
          <bdi>{session.device ?? t('security.unknownDevice')}</bdi>
          {session.current && <span className="security-contact-badge">{t('security.thisDevice')}</span>}
        </p>
        <p className="security-session-detail"><bdi>{where}</bdi></p>
        <p className="security-session-detail">
          {t('security.lastActive', { time: inlineDateTime(Date.parse(session.lastSeenAt)) })}
        </p>
      </div>
      {!session.current && (
        <Button size="small" fill="outline" color="danger" loading={signingOut} onClick={onSignOut} data-testid="security-session-sign-out">
          {t('security.signOut')}
        </Button>
      )}
    </li>
  );
}

/**
 * The devices the member is signed in on, this one first: each with its browser and system,
 * place and last use, signed out one by one or all at once (each after a confirmation).
 */
export function DeviceSessions() {
  const t = useT();
  const sessions = useMemberSessions();
  const signOut = useSignOutSessionMutation();
  const signOutOthers = useSignOutOtherSessionsMutation();

  const confirmed = (content: string) => Dialog.confirm({ content, cancelText: t('common.cancel'), confirmText: t('security.signOut') });
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      Toast.show({ icon: 'success', content: t('security.signedOut') });
    } catch (error) {
      // Already ended elsewhere: the list is read again either way.
      if (errorCode(error) !== 'session.not.found') Toast.show({ content: errorText(t, error) });
    }
  };
  const endOne = async (id: string) => {
    if (await confirmed(t('security.signOutConfirm'))) await run(() => signOut.mutateAsync(id));
  };
  const endOthers = async () => {
    if (await confirmed(t('security.signOutOthersConfirm'))) await run(() => signOutOthers.mutateAsync(undefined));
  };

  const list = sessions.data?.sessions;
  const ordered = list ? [...list.filter((session) => session.current), ...list.filter((session) => !session.current)] : [];
  const others = ordered.length - 1;

  return (
    <section className="wallet-card payout-section security-section" aria-labelledby="security-devices-title" data-testid="security-devices">
      <h2 id="security-devices-title" className="payout-section-title">{t('security.devices')}</h2>
      <p className="payout-hint">{t('security.devicesHint')}</p>
      {sessions.isError ? (
        <LoadFailed onRetry={() => void sessions.refetch()} />
      ) : !list ? (
        <p className="payout-hint" aria-busy="true">{t('common.pleaseWait')}</p>
      ) : (
        <>
          <ul className="security-sessions">
            {ordered.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                signingOut={signOut.isPending && signOut.variables === session.id}
                onSignOut={() => void endOne(session.id)}
              />
            ))}
          </ul>
          {others > 0 && (
            <Button block color="danger" fill="outline" loading={signOutOthers.isPending} onClick={() => void endOthers()} data-testid="security-sign-out-others">
              {t('security.signOutOthers')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
