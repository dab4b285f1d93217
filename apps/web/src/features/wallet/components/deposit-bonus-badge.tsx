import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { useBestDepositBonus } from '@/features/wallet/api/deposit-promotions';

/**
 * The Deposit tab's icon with the best bonus this member can still have with a deposit ("+20%"
 * before the first one; a guest's: what a new player gets), bare when none is open. The tab bar
 * shows it once the page has settled: the bonus is an invitation, not what the page is for.
 */
export default function DepositBonusBadge({ icon, testId }: { icon: ReactNode; testId: string }) {
  const percent = useBestDepositBonus();
  if (percent === null) return icon;
  // One text node, left to right: digits and signs keep their order in right-to-left languages ("+20%", not "%20+").
  return <Badge content={<span dir="ltr" data-testid={`${testId}-badge`}>{`+${percent}%`}</span>}>{icon}</Badge>;
}
