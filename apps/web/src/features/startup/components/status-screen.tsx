import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { useT } from '@/lib/i18n/use-t';

/** A full screen that replaces the app (maintenance, region block). */
export function StatusScreen({ testId, icon, message }: { testId: string; icon: ReactNode; message: string }) {
  const t = useT();
  return (
    <main className="status-screen" data-testid={testId}>
      <Logo alt={t('app.name')} />
      <div className="status-screen-icon" aria-hidden="true">
        {icon}
      </div>
      <p role="status">{message}</p>
    </main>
  );
}
