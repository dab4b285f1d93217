import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSessionOwner } from '@/lib/session';
import { closeReferralDialog, useReferralDialogStore } from '@/features/promotions/store/referral-dialog';

const ReferralDialog = lazy(() => import('@/features/promotions/components/referral-dialog'));

/** Mounted once by the layout: the referral dialog, wherever it was asked for; another page or another member closes it. */
export function ReferralDialogHost() {
  const open = useReferralDialogStore((state) => state.open);
  const { pathname } = useLocation();
  const owner = useSessionOwner();
  useEffect(() => closeReferralDialog, [pathname, owner]);
  return open ? (
    <Suspense fallback={null}>
      <ReferralDialog />
    </Suspense>
  ) : null;
}
