import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { RedRainSession, RedRainTally } from '@m/contract';
import { Button } from '@/components/ui/button';
import { Toast } from '@/components/ui/feedback';
import { errorCode, errorText } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useFormatMoney } from '@/lib/site-status';
import { useRedRainTap } from '@/features/agent/api/red-rain';
import { useReducedMotion } from '@/features/agent/hooks/use-reduced-motion';
import { countdownText } from '@/lib/server-now';

/** Why no more envelopes fall for this member: the cap is reached, the budget is caught, or the session closed. */
export type RainStop = 'cap' | 'budget' | 'closed';

type Envelope = { id: string; x: number; fallMs: number };
type Burst = { id: string; x: number; y: number; text: string };

const SPAWN_EVERY_MS = 550;
const MAX_FALLING = 9;
const STILL_ENVELOPES = 6;
const BURST_MS = 900;
const STOP_TEXT: Record<RainStop, string> = { cap: 'redRain.capReached', budget: 'redRain.budgetSpent', closed: 'redRain.closed' };

/** One id per envelope on the screen: the server pays a retried tap of it once. */
const newEnvelope = (): Envelope => ({
  id: crypto.randomUUID().replaceAll('-', ''),
  x: 4 + Math.random() * 76,
  fallMs: 3_200 + Math.random() * 1_600,
});

const stopOf = (code: string | null): RainStop | null =>
  code === 'red.rain.cap.reached' ? 'cap' : code === 'red.rain.budget.spent' ? 'budget' : code === 'red.rain.not.open' ? 'closed' : null;

function EnvelopeArt() {
  return (
    <svg viewBox="0 0 56 72" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="52" height="68" rx="8" fill="#d61f26" stroke="#8f1117" strokeWidth="2" />
      <path d="M2 10 28 32 54 10" fill="#b3141b" stroke="#8f1117" strokeWidth="2" />
      <circle cx="28" cy="34" r="9" fill="#f7c948" stroke="#b7791f" strokeWidth="2" />
    </svg>
  );
}

/**
 * The live session: envelopes fall (transform only; opacity for the amounts caught) and each tap
 * asks the server what it held. Under reduced motion they stand still in a grid, a tapped one
 * replaced by the next. Every envelope is a button with its name, reachable by keyboard.
 */
export function RedRainField({ session, tally, secondsLeft, onShowResult }: {
  session: RedRainSession;
  tally: RedRainTally;
  secondsLeft: number;
  onShowResult: () => void;
}) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const tap = useRedRainTap();
  const reducedMotion = useReducedMotion();
  const field = useRef<HTMLDivElement>(null);
  const [mine, setMine] = useState(tally);
  const [stop, setStop] = useState<RainStop | null>(tally.capReached ? 'cap' : null);
  const [falling, setFalling] = useState<Envelope[]>([]);
  const [still, setStill] = useState<Envelope[]>(() => Array.from({ length: STILL_ENVELOPES }, newEnvelope));
  const [bursts, setBursts] = useState<Burst[]>([]);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (reducedMotion || stop) return undefined;
    const timer = setInterval(() => setFalling((current) => (current.length >= MAX_FALLING ? current : [...current, newEnvelope()])), SPAWN_EVERY_MS);
    return () => clearInterval(timer);
  }, [reducedMotion, stop]);

  const remove = (id: string) => setFalling((current) => current.filter((envelope) => envelope.id !== id));

  const open = async (envelope: Envelope, event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const fieldBox = field.current?.getBoundingClientRect();
    const y = fieldBox ? box.top - fieldBox.top : 0;
    remove(envelope.id);
    setStill((current) => current.map((entry) => (entry.id === envelope.id ? newEnvelope() : entry)));
    try {
      const caught = await tap.mutateAsync({ sessionId: session.id, requestId: envelope.id });
      setMine(caught.tally);
      const amount = formatMoney(caught.amount, { signed: true });
      const burst = { id: envelope.id, x: envelope.x, y, text: amount };
      setBursts((current) => [...current, burst]);
      setTimeout(() => setBursts((current) => current.filter((entry) => entry !== burst)), BURST_MS);
      setAnnouncement(t('redRain.caughtAnnounce', { amount, total: formatMoney(caught.tally.caught) }));
      if (caught.tally.capReached) setStop('cap');
    } catch (error) {
      const stopped = stopOf(errorCode(error));
      if (stopped) setStop(stopped);
      else Toast.show({ content: errorText(t, error) });
    }
  };

  const envelopeButton = (envelope: Envelope, moving: boolean) => (
    <button
      key={envelope.id}
      type="button"
      className={moving ? 'red-rain-envelope red-rain-falling' : 'red-rain-envelope'}
      style={moving ? { insetInlineStart: `${envelope.x}%`, animationDuration: `${envelope.fallMs}ms` } : undefined}
      aria-label={t('redRain.openEnvelope')}
      data-testid="red-rain-envelope"
      onClick={(event) => void open(envelope, event)}
      onAnimationEnd={moving ? () => remove(envelope.id) : undefined}
    >
      <EnvelopeArt />
    </button>
  );

  return (
    <div className="red-rain-live" data-testid="red-rain-live">
      <dl className="red-rain-scoreboard">
        <div>
          <dt>{t('redRain.timeLeft')}</dt>
          <dd dir="ltr"><span role="timer" data-testid="red-rain-time-left">{countdownText(secondsLeft)}</span></dd>
        </div>
        <div>
          <dt>{t('redRain.caught')}</dt>
          <dd dir="ltr" data-testid="red-rain-caught">{formatMoney(mine.caught)}</dd>
        </div>
      </dl>
      <div ref={field} className={reducedMotion ? 'red-rain-field red-rain-still' : 'red-rain-field'} data-testid="red-rain-field">
        {stop ? (
          <div className="red-rain-stopped" role="status">
            <p>{t(STOP_TEXT[stop])}</p>
            <Button color="primary" onClick={onShowResult} data-testid="red-rain-show-result">{t('redRain.showResult')}</Button>
          </div>
        ) : reducedMotion ? still.map((envelope) => envelopeButton(envelope, false)) : falling.map((envelope) => envelopeButton(envelope, true))}
        {bursts.map((burst) => (
          <span key={burst.id} className="red-rain-burst" dir="ltr" aria-hidden="true" style={{ insetInlineStart: `${burst.x}%`, top: `${burst.y}px` }}>
            {burst.text}
          </span>
        ))}
      </div>
      <p className="red-rain-hint">{t('redRain.tapHint', { cap: formatMoney(session.perMemberCap) })}</p>
      <p className="visually-hidden" aria-live="polite" data-testid="red-rain-announcement">{announcement}</p>
    </div>
  );
}
