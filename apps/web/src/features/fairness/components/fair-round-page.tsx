import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { commitmentOf, FAIR_GAMES, fairRandom, type FairRound } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { Button } from '@/components/ui/button';
import { DotLoading } from '@/components/ui/dot-loading';
import { errorCode } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { formatLocalDateTime } from '@/lib/format';
import { useFairRound } from '@/features/fairness/api/fair-round';
import '@/features/fairness/components/fairness.css';

const ROUND_ID = /^[1-9]\d{0,9}$/;

/** JSON text with every object's keys in one order: a stored outcome's keys come back in the database's order (PostgreSQL's jsonb sorts them). */
const canonicalJson = (value: unknown): string => JSON.stringify(value, (_key, inner: unknown) =>
  inner !== null && typeof inner === 'object' && !Array.isArray(inner)
    ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : inner);

/** The round's numbers read again here, in the browser: the commitment's hash and, where the game is known, the outcome. */
export function checkRound(round: FairRound): { seedMatches: boolean; outcomeMatches: boolean | null } | null {
  if (round.serverSeed === null || round.publicSeed === null) return null;
  const recompute = FAIR_GAMES[round.game];
  return {
    seedMatches: commitmentOf(round.serverSeed) === round.commitment,
    outcomeMatches: recompute ? canonicalJson(recompute(fairRandom(round.serverSeed, round.publicSeed), round.round)) === canonicalJson(round.outcome) : null,
  };
}

function Verdict({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return <p className={`fair-verdict ${ok ? 'is-ok' : 'is-bad'}`} data-testid="fair-verdict">{ok ? `✓ ${yes}` : `✗ ${no}`}</p>;
}

function RoundFacts({ round }: { round: FairRound }) {
  const t = useT();
  const checked = checkRound(round);
  return (
    <div className="fair-round" data-testid="fair-round">
      <dl className="fair-facts">
        <dt>{t('fairness.game')}</dt>
        <dd><bdi>{round.game}</bdi> · <bdi>{round.round}</bdi></dd>
        <dt>{t('fairness.committedAt')}</dt>
        <dd><bdi dir="ltr">{formatLocalDateTime(round.createdAt, 'YYYY-MM-DD HH:mm')}</bdi></dd>
        <dt>{t('fairness.commitment')}</dt>
        <dd><code className="fair-hex" dir="ltr" data-testid="fair-commitment">{round.commitment}</code></dd>
        {round.serverSeed !== null && (
          <>
            <dt>{t('fairness.serverSeed')}</dt>
            <dd><code className="fair-hex" dir="ltr" data-testid="fair-server-seed">{round.serverSeed}</code></dd>
            <dt>{t('fairness.publicSeed')}</dt>
            <dd><code className="fair-hex" dir="ltr">{round.publicSeed}</code></dd>
            <dt>{t('fairness.outcome')}</dt>
            <dd><code className="fair-hex" dir="ltr" data-testid="fair-outcome">{JSON.stringify(round.outcome)}</code></dd>
          </>
        )}
      </dl>
      {checked ? (
        <div className="fair-checks">
          <Verdict ok={checked.seedMatches} yes={t('fairness.seedMatches')} no={t('fairness.seedMismatch')} />
          {checked.outcomeMatches === null
            ? <p className="fair-note">{t('fairness.outcomeNotRecomputed')}</p>
            : <Verdict ok={checked.outcomeMatches} yes={t('fairness.outcomeMatches')} no={t('fairness.outcomeMismatch')} />}
        </div>
      ) : (
        <p className="fair-note" data-testid="fair-pending">{t('fairness.notRevealed')}</p>
      )}
    </div>
  );
}

/** /m/fair?id=: a provably fair round, checked in the browser; without a round number, a box to enter one. */
export function FairRoundPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const idText = params.get('id') ?? '';
  const id = ROUND_ID.test(idText) ? Number(idText) : null;
  const round = useFairRound(id);
  const [entered, setEntered] = useState(idText);

  const open = (event: FormEvent) => {
    event.preventDefault();
    if (ROUND_ID.test(entered.trim())) setParams({ id: entered.trim() });
  };

  return (
    <section className="page fair-page" data-testid="page-fair">
      <h1 className="page-title">{t('page.fair.title')}</h1>
      <form className="fair-open" onSubmit={open}>
        <label htmlFor="fair-round-id">{t('fairness.roundNumber')}</label>
        <div className="fair-open-row">
          <input id="fair-round-id" inputMode="numeric" maxLength={10} value={entered} onChange={(event) => setEntered(event.target.value)} dir="ltr" />
          <Button type="submit" color="primary" size="small">{t('fairness.check')}</Button>
        </div>
      </form>
      {id !== null && round.isPending && <DotLoading />}
      {round.isError && (errorCode(round.error) === 'not.found'
        ? <EmptyState description={t('fairness.notFound')} />
        : <LoadFailed onRetry={() => void round.refetch()} />)}
      {round.data && <RoundFacts round={round.data} />}
      <div className="fair-how">
        <h2>{t('fairness.howTitle')}</h2>
        <p>{t('fairness.howCommit')}</p>
        <p>{t('fairness.howRead')}</p>
        <p>{t('fairness.howCheck')}</p>
      </div>
    </section>
  );
}
