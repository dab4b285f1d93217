import { lazy, Suspense } from 'react';
import { useReferralDialogStore } from '@/features/promotions/store/referral-dialog';

const ReferralDialog = lazy(() => import('@/features/promotions/components/referral-dialog'));

/** Mounted once by the layout: the referral dialog, wherever it was asked for. */
export function ReferralDialogHost() {
  const open = useReferralDialogStore((state) => state.open);
  return open ? (
    <Suspense fallback={null}>
      <ReferralDialog />
    </Suspense>
  ) : null;
}
