import { useEffect, useEffectEvent } from 'react';
import { APP_EVENTS } from '@/lib/events';
import { LANGUAGE_RELOAD_DELAY_MS } from '@/lib/i18n/language-reload';

/** Spec §4: a form checks its filled fields again 200 ms after the last language change. */
export function useRevalidateOnLanguageChange(revalidate: () => void) {
  const onLanguageChange = useEffectEvent(revalidate);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onLanguageChange(), LANGUAGE_RELOAD_DELAY_MS.lists);
    };
    window.addEventListener(APP_EVENTS.languageChange, listener);
    return () => {
      window.removeEventListener(APP_EVENTS.languageChange, listener);
      clearTimeout(timer);
    };
  }, []);
}
