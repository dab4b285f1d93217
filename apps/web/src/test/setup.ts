import '@/components/ui/bootstrap';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { useLanguageStore } from '@/lib/i18n/language-store';
import { FakeIntersectionObserver } from '@/test/intersection-observer';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  useLanguageStore.setState({ language: null, dictionary: null, fallback: null });
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lays nothing out: like its zero scroll height before, every list end counts as on screen.
if (!window.IntersectionObserver) window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
