import { GlobeIcon } from '@/components/icons';
import { useT } from '@/lib/i18n/use-t';
import { StatusScreen } from '@/features/startup/components/status-screen';

export function RegionBlockedScreen() {
  const t = useT();
  return <StatusScreen testId="screen-region-blocked" icon={<GlobeIcon />} message={t('startup.regionBlocked')} />;
}
