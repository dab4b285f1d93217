import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { APP_EVENTS } from '@/lib/events';
import { createLanguageReloader } from '@/lib/i18n/language-reload';

/** Connects language changes to the debounced query reloads. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  useEffect(() => {
    const reloader = createLanguageReloader(client);
    const onChange = () => reloader.schedule();
    window.addEventListener(APP_EVENTS.languageChange, onChange);
    return () => {
      window.removeEventListener(APP_EVENTS.languageChange, onChange);
      reloader.cancel();
    };
  }, [client]);
  return children;
}
