import { ToolsIcon } from '@/components/icons';
import { useT } from '@/lib/i18n/use-t';
import { StatusScreen } from '@/features/startup/components/status-screen';

export function MaintenanceScreen() {
  const t = useT();
  return <StatusScreen testId="screen-maintenance" icon={<ToolsIcon />} message={t('startup.maintenance')} />;
}
