import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  bestOddsMilli, LOTTERY_MAX_MULTIPLE, LOTTERY_UNIT_STAKES_MINOR, lotteryGameQuerySchema, lotteryPlays, toMajorUnits, toMinorUnits, unitsOf,
  type LotteryGame, type LotteryPlay, type LotteryResult, type LotterySubOrderRequest,
} from '@m/contract';
import { Form, SelectField, SubmitButton, chosenRule, useAppForm } from '@/components/form';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { Toast } from '@/components/ui/feedback';
import { LOGIN_PATH } from '@/config/paths';
import { errorCode, errorText } from '@/lib/api-error-text';
import { fairRoundPath } from '@/lib/fair-round-path';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useSubmitRequestId } from '@/lib/submit-request-id';
import { useLotteryGame } from '@/features/lottery/api/lottery-game';
import { usePlaceLotteryOrder } from '@/features/lottery/api/lottery-orders';
import { DrawNumbers } from '@/features/lottery/components/lottery-card';
import { lotteryOrderPath, LOTTERY_ORDERS_PATH } from '@/features/lottery/components/lottery-paths';
import { GROUP_KEYS, oddsText, optionLabel, playLabel } from '@/features/lottery/components/play-labels';
import { formatCountdown, useNow } from '@/features/lottery/components/use-now';
import '@/features/lottery/components/lottery.css';
import '@/features/lottery/components/lottery-game.css';

/** A sub-order on the slip, before it is sent. */
type SlipEntry = LotterySubOrderRequest & { key: number; units: number; oddsMilli: number };
type StakeValues = { unitStake: string; multiple: string };

const MULTIPLES = [1, 2, 3, 5, 10, 20, 50, LOTTERY_MAX_MULTIPLE];

/** The launch form's lottery (`code`, `prizeMode` or `prize_mode`, `vendor`), or null when it names none. */
function gameQueryOf(params: URLSearchParams) {
  const parsed = lotteryGameQuerySchema.safeParse({
    gameCode: params.get('code') ?? undefined,
    vendor: params.get('vendor') ?? undefined,
    prizeMode: params.get('prizeMode') ?? params.get('prize_mode') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

function IssueBar({ game, now }: { game: LotteryGame; now: number }) {
  const t = useT();
  const open = now < game.issue.closesAt;
  return (
    <div className="lottery-issue" data-testid="lottery-issue" data-issue={game.issue.issueNo}>
      <div>
        <strong>{t('lottery.drawNo', { drawNo: game.issue.issueNo })}</strong>
        <small className="lottery-commitment" title={game.issue.commitment}>
          {t('lottery.commitment')} <bdi dir="ltr">{game.issue.commitment.slice(0, 12)}…</bdi>
        </small>
      </div>
      <div className="lottery-countdown" role="timer" aria-live="off">
        {open ? (
          <>
            <span>{t('lottery.closesIn')}</span>
            <strong dir="ltr" data-testid="lottery-countdown">{formatCountdown(game.issue.closesAt - now)}</strong>
          </>
        ) : (
          <span data-testid="lottery-closed">{t('lottery.closedWaiting')}</span>
        )}
      </div>
    </div>
  );
}

function Results({ results }: { results: readonly LotteryResult[] }) {
  const t = useT();
  return (
    <section className="lottery-results-box" aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title">{t('lottery.latestResults')}</h2>
      {results.length === 0 ? (
        <p className="lottery-muted">{t('lottery.noResults')}</p>
      ) : (
        <ol className="lottery-result-rows">
          {results.slice(0, 5).map((result) => (
            <li key={result.issueNo} data-testid="lottery-result-row">
              <span className="draw-no">{result.issueNo}</span>
              <DrawNumbers numbers={result.numbers} />
              <Link to={fairRoundPath(result.fairRoundId)} className="lottery-verify">{t('lottery.verify')}</Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PlayChips({ plays, play, onPick }: { plays: readonly LotteryPlay[]; play: LotteryPlay; onPick: (play: LotteryPlay) => void }) {
  const t = useT();
  return (
    <div className="lottery-chips">
      {plays.map((candidate) => (
        <button
          key={candidate.code}
          type="button"
          className="lottery-chip"
          aria-pressed={candidate.code === play.code}
          data-testid={`lottery-play-${candidate.code}`}
          onClick={() => onPick(candidate)}
        >
          {playLabel(t, candidate.code)}
        </button>
      ))}
    </div>
  );
}

/** The plays by group; a position's plays show for the position picked (a row of positions first), not all at once. */
function PlayPicker({ plays, play, onPick }: { plays: readonly LotteryPlay[]; play: LotteryPlay; onPick: (play: LotteryPlay) => void }) {
  const t = useT();
  const positions = [...new Set(plays.flatMap((candidate) => (candidate.position ? [candidate.position] : [])))];
  const [position, setPosition] = useState(play.position ?? positions[0] ?? 1);
  const groups = (['sum', 'position', 'combo'] as const).map((group) => ({ group, plays: plays.filter((candidate) => candidate.group === group) }))
    .filter((entry) => entry.plays.length > 0);
  const pickPosition = (next: number) => {
    setPosition(next);
    const same = plays.find((candidate) => candidate.position === next && candidate.code.replace(/^pos\d+/, '') === play.code.replace(/^pos\d+/, ''));
    if (play.position && same) onPick(same);
  };
  return (
    <section className="lottery-plays" aria-labelledby="lottery-plays-title">
      <h2 id="lottery-plays-title">{t('lottery.choosePlay')}</h2>
      {groups.map((entry) => (
        <div key={entry.group} role="group" aria-label={t(GROUP_KEYS[entry.group])} className="lottery-play-group">
          <h3>{t(GROUP_KEYS[entry.group])}</h3>
          {entry.group === 'position' && positions.length > 1 && (
            <div className="lottery-positions">
              {positions.map((candidate) => (
                <button
                  key={candidate}
                  type="button"
                  className="lottery-position"
                  aria-pressed={candidate === position}
                  data-testid={`lottery-position-${candidate}`}
                  onClick={() => pickPosition(candidate)}
                >
                  {candidate}
                </button>
              ))}
            </div>
          )}
          <PlayChips plays={entry.group === 'position' ? entry.plays.filter((candidate) => candidate.position === position) : entry.plays} play={play} onPick={onPick} />
        </div>
      ))}
    </section>
  );
}

function SelectionGrid({ play, selection, onToggle }: { play: LotteryPlay; selection: readonly string[]; onToggle: (option: string) => void }) {
  const t = useT();
  return (
    <div className="lottery-options" role="group" aria-label={playLabel(t, play.code)}>
      {play.options.map((option) => (
        <button
          key={option}
          type="button"
          className="lottery-option"
          aria-pressed={selection.includes(option)}
          data-testid={`lottery-option-${option}`}
          onClick={() => onToggle(option)}
        >
          <span className="lottery-option-label">{optionLabel(t, option)}</span>
          <small dir="ltr">×{oddsText(play.optionOddsMilli?.[option] ?? play.oddsMilli)}</small>
        </button>
      ))}
    </div>
  );
}

function Slip({ entries, onRemove, onSubmit, submitting }: { entries: SlipEntry[]; onRemove: (key: number) => void; onSubmit: () => void; submitting: boolean }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const total = entries.reduce((sum, entry) => sum + entry.units * entry.unitStakeMinor * entry.multiple, 0);
  return (
    <section className="lottery-slip" aria-labelledby="lottery-slip-title" data-testid="lottery-slip">
      <h2 id="lottery-slip-title">{t('lottery.slip')}</h2>
      {entries.length === 0 ? (
        <p className="lottery-muted">{t('lottery.slipEmpty')}</p>
      ) : (
        <ul>
          {entries.map((entry) => (
            <li key={entry.key} data-testid="lottery-slip-entry">
              <span className="lottery-slip-play">
                <strong>{playLabel(t, entry.play)}</strong>
                <bdi>{entry.selection.map((option) => optionLabel(t, option)).join(', ')}</bdi>
              </span>
              <span className="lottery-slip-stake">
                {t('lottery.unitsTimes', { units: entry.units, multiple: entry.multiple })} · {formatMoney(toMajorUnits(entry.units * entry.unitStakeMinor * entry.multiple))}
              </span>
              <button type="button" className="lottery-remove" onClick={() => onRemove(entry.key)} aria-label={t('lottery.remove')}>×</button>
            </li>
          ))}
        </ul>
      )}
      <div className="lottery-slip-total">
        <span>{t('lottery.total')}</span>
        <strong dir="ltr" data-testid="lottery-slip-total">{formatMoney(toMajorUnits(total))}</strong>
      </div>
      <button type="button" className="lottery-submit" data-testid="lottery-submit" disabled={entries.length === 0 || submitting} onClick={onSubmit}>
        {t('lottery.placeOrder')}
      </button>
    </section>
  );
}

function LotteryBoard({ game, now }: { game: LotteryGame; now: number }) {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const formatMoney = useFormatMoney();
  const plays = useMemo(() => lotteryPlays(game.kind), [game.kind]);
  const [play, setPlay] = useState<LotteryPlay>(plays[0]!);
  const [selection, setSelection] = useState<string[]>([]);
  const [entries, setEntries] = useState<SlipEntry[]>([]);
  const [selectionError, setSelectionError] = useState(false);
  const place = usePlaceLotteryOrder();
  const requestId = useSubmitRequestId();
  const stakes = LOTTERY_UNIT_STAKES_MINOR.filter((minor) => minor >= toMinorUnits(game.minUnitStake));
  const form = useAppForm<StakeValues>({
    defaultValues: { unitStake: String(stakes[0] ?? ''), multiple: '1' },
    rules: { unitStake: chosenRule, multiple: chosenRule },
  });

  const pickPlay = (next: LotteryPlay) => {
    setPlay(next);
    setSelection([]);
    setSelectionError(false);
  };
  const toggle = (option: string) => {
    setSelectionError(false);
    setSelection((current) => (current.includes(option) ? current.filter((chosen) => chosen !== option) : [...current, option]));
  };
  const units = unitsOf(play, selection);

  const addToSlip = (values: StakeValues) => {
    if (units === 0) {
      setSelectionError(true);
      return;
    }
    const ordered = play.options.filter((option) => selection.includes(option));
    setEntries((current) => [...current, {
      key: Date.now() + current.length, play: play.code, selection: ordered, units, unitStakeMinor: Number(values.unitStake), multiple: Number(values.multiple),
      oddsMilli: bestOddsMilli(play, ordered),
    }]);
    setSelection([]);
  };

  const submit = async () => {
    if (!session) {
      void navigate(LOGIN_PATH);
      return;
    }
    const submitId = requestId.take();
    try {
      const order = await place.mutateAsync({
        vendor: game.game.vendor, gameCode: game.game.gameCode, issueNo: game.issue.issueNo, requestId: submitId,
        subOrders: entries.map(({ play: code, selection: chosen, unitStakeMinor, multiple }) => ({ play: code, selection: chosen, unitStakeMinor, multiple })),
      });
      requestId.answered();
      setEntries([]);
      Toast.show({ icon: 'success', content: t('lottery.orderPlaced') });
      void navigate(lotteryOrderPath(order.id));
    } catch (error) {
      requestId.failed(error);
      Toast.show({ icon: 'fail', content: errorText(t, error) });
    }
  };

  return (
    <>
      <PlayPicker plays={plays} play={play} onPick={pickPlay} />
      <section className="lottery-pick" aria-labelledby="lottery-pick-title">
        <h2 id="lottery-pick-title">{playLabel(t, play.code)}</h2>
        <SelectionGrid play={play} selection={selection} onToggle={toggle} />
        {selectionError && (
          <p className="lottery-error" role="alert">{t('lottery.pickAtLeast', { picks: play.picks })}</p>
        )}
        <Form form={form} idPrefix="lotteryStake" onValid={addToSlip}>
          <div className="lottery-stake-fields">
            <SelectField name="unitStake" label="lottery.unitStake" required options={stakes.map((minor) => ({ value: String(minor), label: formatMoney(toMajorUnits(minor)) }))} />
            <SelectField name="multiple" label="lottery.multiple" required options={MULTIPLES.map((multiple) => ({ value: String(multiple), label: `×${multiple}` }))} />
          </div>
          <p className="lottery-muted" data-testid="lottery-units">{t('lottery.unitsChosen', { units })}</p>
          <SubmitButton testId="lottery-add">{t('lottery.addToSlip')}</SubmitButton>
        </Form>
      </section>
      <Slip entries={entries} onRemove={(key) => setEntries((current) => current.filter((entry) => entry.key !== key))} onSubmit={() => void submit()} submitting={place.isPending || now >= game.issue.closesAt} />
    </>
  );
}

/**
 * /m/lotteryGame: one lottery (as the launch form names it): the issue on sale with its countdown to
 * the close and its round's commitment, the latest results (each with its verify page), the plays
 * with their odds, a selection, stake per bet and multiple, and the order slip.
 */
export function LotteryGamePage() {
  const t = useT();
  const [params] = useSearchParams();
  const query = useMemo(() => gameQueryOf(params), [params]);
  const game = useLotteryGame(query);
  const now = useNow();
  const closed = game.data !== undefined && now >= game.data.issue.closesAt;
  const { refetch } = game;
  // The next issue goes on sale at the close: ask for it then, and again until it is there.
  useEffect(() => {
    if (!closed) return;
    const timer = setInterval(() => void refetch(), 2000);
    void refetch();
    return () => clearInterval(timer);
  }, [closed, refetch]);

  let body;
  if (!query || errorCode(game.error) === 'not.found') body = <EmptyState description={t('lottery.notFound')} />;
  else if (game.isError && !game.data) body = <LoadFailed onRetry={() => void game.refetch()} />;
  else if (!game.data) body = <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  else {
    body = (
      <>
        <IssueBar game={game.data} now={now} />
        <Results results={game.data.results} />
        <LotteryBoard key={`${game.data.game.nodeId}`} game={game.data} now={now} />
      </>
    );
  }
  return (
    <section className="page lottery-game-page" data-testid="page-lotteryGame">
      <div className="lottery-game-head">
        <h1 className="page-title">{game.data?.game.gameName ?? t('page.lotteryGame.title')}</h1>
        <Link to={LOTTERY_ORDERS_PATH} className="lottery-orders-link" data-testid="lottery-orders-link">{t('lottery.myOrders')}</Link>
      </div>
      {body}
    </section>
  );
}
