import '@/components/ui/bootstrap';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Dialog, Toast } from '@/components/ui/feedback';
import { useLanguageStore } from '@/lib/i18n/language-store';
import { FakeIntersectionObserver } from '@/test/intersection-observer';

afterEach(async () => {
  cleanup();
  // A toast or dialog still open would close on its own timer after the file's DOM is gone ("window is not
  // defined" after teardown): close them now and let their unmount (one macrotask later) run here.
  Toast.clear();
  Dialog.clear();
  await new Promise((resolve) => setTimeout(resolve, 0));
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
