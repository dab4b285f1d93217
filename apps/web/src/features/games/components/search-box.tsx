import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t';

/** Game-name search, applied on Enter (spec §2). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (name: string) => void }) {
  const t = useT();
  const [text, setText] = useState(value);
  return (
    <form
      className="game-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        type="search"
        name="gameName"
        enterKeyHint="search"
        data-testid="game-search"
        aria-label={t('games.search.label')}
        placeholder={t('games.search.placeholder')}
        value={text}
        maxLength={64}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
