import { useId, useState, type FormEvent } from 'react';
import { USERNAME_MAX_LENGTH } from '@m/contract';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import '@/features/agent/components/member-search.css';

/**
 * The search of a team by member name (team management, team betting, the P&L's member view): a
 * name of the contract's length at most, reported trimmed when sent.
 */
export function MemberSearch({ label, placeholder, onSearch, inputTestId, submitTestId }: {
  label: string;
  placeholder: string;
  onSearch: (username: string) => void;
  inputTestId: string;
  submitTestId?: string;
}) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" className="team-search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={USERNAME_MAX_LENGTH}
        data-testid={inputTestId}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" color="primary" size="small" data-testid={submitTestId}>{t('teamMembers.search')}</Button>
    </form>
  );
}
