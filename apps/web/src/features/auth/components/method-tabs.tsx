import { useRef, type KeyboardEvent } from 'react';
import { LANGUAGES } from '@m/contract';
import { useLanguage } from '@/lib/i18n/use-t';
import '@/features/auth/components/method-tabs.css';

type MethodTab<K extends string> = { key: K; label: string; testId: string };

/**
 * The method switch of the auth forms (username or mobile, phone or e-mail), mirrored in
 * right-to-left languages: a tab list of its own (arrow keys move between the tabs), light enough
 * for the sign-in page's first paint.
 */
export function MethodTabs<K extends string>({ tabs, active, onChange }: { tabs: readonly MethodTab<K>[]; active: K; onChange: (key: K) => void }) {
  const language = useLanguage();
  const direction = LANGUAGES.find((candidate) => candidate.code === language)?.dir ?? 'ltr';
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.key === active);
    const next = tabs[(index + (direction === 'rtl' ? -step : step) + tabs.length) % tabs.length]!;
    onChange(next.key);
    list.current?.querySelector<HTMLElement>(`[data-key="${next.key}"]`)?.focus();
  };
  return (
    <div ref={list} className="auth-tabs method-tabs" role="tablist" dir={direction} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          data-key={tab.key}
          className="method-tab"
          aria-selected={tab.key === active}
          tabIndex={tab.key === active ? 0 : -1}
          onClick={() => onChange(tab.key)}
        >
          <span data-testid={tab.testId}>{tab.label}</span>
        </button>
      ))}
    </div>
  );
}
