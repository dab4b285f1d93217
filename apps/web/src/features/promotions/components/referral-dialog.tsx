import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailed } from '@/components/layout/load-failed';
import { Button } from '@/components/ui/button';
import { DotLoading } from '@/components/ui/dot-loading';
import { Popup } from '@/components/ui/popup';
import { pathOf } from '@/config/paths';
import { ensureDictionaryPart } from '@/lib/i18n/language-store';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney, useSiteInfo } from '@/lib/site-status';
import { useMyInvite } from '@/features/promotions/api/my-invite';
import { InviteLinkCard } from '@/features/promotions/components/invite-link-card';
import { closeReferralDialog } from '@/features/promotions/store/referral-dialog';
import '@/features/promotions/components/invite-friends.css';

/** Closes the dialog and opens a page (the invite-friends page, customer service). */
const useLeaveFor = () => {
  const navigate = useNavigate();
  return (route: 'inviteFriends' | 'service') => {
    closeReferralDialog();
    void navigate(pathOf(route));
  };
};

/** The invitation itself: read only while REFERRAL is on (the call is the member's own). */
function Invitation() {
  const t = useT();
  const leaveFor = useLeaveFor();
  const formatMoney = useFormatMoney();
  const query = useMyInvite(useSessionOwner());
  const invite = query.data;
  if (query.isPending) return <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  if (!invite) return <LoadFailed onRetry={() => void query.refetch()} />;
  return (
    <>
      <p className="referral-dialog-headline">
        {invite.rule ? t('invite.headline', { reward: formatMoney(invite.rule.reward) }) : t('invite.headlineNoReward')}
      </p>
      <InviteLinkCard invite={invite} />
      <Button block fill="outline" color="primary" data-testid="referral-dialog-invitees" onClick={() => leaveFor('inviteFriends')}>
        {t('invite.seeInvitees')}
      </Button>
    </>
  );
}

/** Spec §6: without the REFERRAL promotion the dialog says contact_service, with the way to customer service. */
function ContactServiceNote() {
  const t = useT();
  const leaveFor = useLeaveFor();
  return (
    <>
      <p role="status" className="referral-dialog-note" data-testid="referral-dialog-contact-service">{t('common.contactService')}</p>
      <Button block color="primary" data-testid="referral-dialog-service" onClick={() => leaveFor('service')}>
        {t('common.contactServiceButton')}
      </Button>
    </>
  );
}

/**
 * Spec §2 referral dialog (member centre's referral entry, side menu's share entry): the member's
 * invitation link and code, a QR code drawn on the phone, copy and share, and the way to the
 * invite-friends page for the invitees; without the REFERRAL promotion, contact_service.
 */
export default function ReferralDialog() {
  const t = useT();
  const site = useSiteInfo();
  const [ready, setReady] = useState(false);
  // Its texts are the invite-friends page's: loaded with them before it shows.
  useEffect(() => {
    void ensureDictionaryPart('promotions').then(() => setReady(true));
  }, []);
  const referralEnabled = site?.promotions.some((promotion) => promotion.key === 'REFERRAL' && promotion.enabled) === true;
  return (
    <Popup
      visible={ready}
      position="bottom"
      onMaskClick={closeReferralDialog}
      onClose={closeReferralDialog}
      bodyClassName="referral-dialog"
      aria-label={t('page.inviteFriends.title')}
    >
      <div className="referral-dialog-body" data-testid="referral-dialog">
        <div className="referral-dialog-top">
          <h2 className="referral-dialog-title">{t('page.inviteFriends.title')}</h2>
          <button type="button" className="referral-dialog-close" aria-label={t('common.close')} onClick={closeReferralDialog} data-testid="referral-dialog-close">
            ×
          </button>
        </div>
        {referralEnabled ? <Invitation /> : <ContactServiceNote />}
      </div>
    </Popup>
  );
}
