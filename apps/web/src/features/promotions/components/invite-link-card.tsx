import type { MyInvite } from '@m/contract';
import { CopyValue, useCopyText } from '@/components/copy-value';
import { QrCode } from '@/components/qr-code';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

const QR_PIXELS = 168;

/** Shares the link with the phone's share sheet where the browser has one, else copies it. */
function ShareButton({ invite }: { invite: MyInvite }) {
  const t = useT();
  const copy = useCopyText();
  const share = async () => {
    // Feature-detected here, on the tap: the share sheet is the phone's, and it may be missing.
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('invite.shareTitle'), text: t('invite.shareText', { code: invite.code }), url: invite.link });
      } catch {
        // Closing the share sheet is no failure.
      }
      return;
    }
    await copy(invite.link);
  };
  return (
    <Button block color="primary" onClick={() => void share()} data-testid="invite-share">
      {t('invite.share')}
    </Button>
  );
}

/**
 * The member's invitation: a QR code of the link drawn on the phone, the code and the link to copy,
 * and the share button. The invite-friends page and the referral dialog show the same.
 */
export function InviteLinkCard({ invite }: { invite: MyInvite }) {
  const t = useT();
  return (
    <>
      <div className="invite-qr">
        <QrCode value={invite.link} size={QR_PIXELS} alt={t('invite.qrAlt')} testId="invite-qr" />
      </div>
      <dl className="invite-details">
        <CopyValue label={t('invite.code')} value={invite.code} testId="invite-code" />
        <CopyValue label={t('invite.link')} value={invite.link} testId="invite-link" />
      </dl>
      <ShareButton invite={invite} />
    </>
  );
}
