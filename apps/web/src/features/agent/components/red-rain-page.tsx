import { useEffect, useState } from 'react';
import { isAgent, type RedRainSession } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { useT } from '@/lib/i18n/use-t';
import { useSession, useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useRedRainCurrent } from '@/features/agent/api/red-rain';
import { RedRainAgentPanel } from '@/features/agent/components/red-rain-agent';
import { RedRainField } from '@/features/agent/components/red-rain-field';
import { RedRainResultSheet } from '@/features/agent/components/red-rain-result';
import { countdownText, useServerNow } from '@/lib/server-now';
import '@/features/agent/components/red-rain.css';

const secondsUntil = (instant: string, now: number) => Math.max(0, Math.ceil((Date.parse(instant) - now) / 1000));

function Countdown({ session, now }: { session: RedRainSession; now: number }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <div className="red-rain-next" data-testid="red-rain-next">
      <p className="red-rain-next-title">{t('redRain.nextTitle')}</p>
      <p className="red-rain-funder">
        {session.funder.kind === 'agent' ? t('redRain.fromAgent', { account: session.funder.account }) : t('redRain.fromMerchant')}
      </p>
      <p className="red-rain-countdown" dir="ltr" role="timer" aria-label={t('redRain.startsIn')} data-testid="red-rain-countdown">
        {countdownText(secondsUntil(session.startsAt, now))}
      </p>
      <p className="red-rain-pool">{t('redRain.pool', { budget: formatMoney(session.budget), cap: formatMoney(session.perMemberCap) })}</p>
    </div>
  );
}

const HOW_IT_WORKS = ['redRain.how1', 'redRain.how2', 'redRain.how3'] as const;

function HowItWorks() {
  const t = useT();
  return (
    <section className="red-rain-section" aria-labelledby="red-rain-how-title">
      <h2 id="red-rain-how-title">{t('redRain.howTitle')}</h2>
      <ol className="red-rain-how">
        {HOW_IT_WORKS.map((key) => <li key={key}>{t(key)}</li>)}
      </ol>
    </section>
  );
}

/** The member's part: the next session's countdown, the rain while it lasts, the result sheet after. */
function RedRainPlay() {
  const t = useT();
  const current = useRedRainCurrent(useSessionOwner());
  const now = useServerNow(current.data?.serverTime);
  const [played, setPlayed] = useState<number | null>(null);
  const [resultFor, setResultFor] = useState<number | null>(null);
  const session = current.data?.session ?? null;
  const live = session !== null && now !== null && now >= Date.parse(session.startsAt) && now < Date.parse(session.endsAt);
  const ended = session !== null && now !== null && now >= Date.parse(session.endsAt);

  // A session seen live opens its result sheet when it ends (state adjusted while rendering, as React advises).
  if (live && played !== session.id) setPlayed(session.id);
  if (ended && played === session.id) {
    setPlayed(null);
    setResultFor(session.id);
  }
  const { refetch } = current;
  useEffect(() => {
    // The session on screen is over: ask for the next one.
    if (ended) void refetch();
  }, [ended, now, refetch]);

  let content;
  if (current.isPending || (session && now === null)) content = <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  else if (current.isError) content = <LoadFailed onRetry={() => void current.refetch()} />;
  else if (!session || now === null || ended) content = <EmptyState description={t('redRain.none')} />;
  else if (live) {
    content = (
      <RedRainField
        key={session.id}
        session={session}
        tally={current.data.mine ?? { caught: 0, envelopes: 0, capReached: false }}
        secondsLeft={secondsUntil(session.endsAt, now)}
        onShowResult={() => setResultFor(session.id)}
      />
    );
  } else content = <Countdown session={session} now={now} />;

  return (
    <>
      {content}
      <RedRainResultSheet sessionId={resultFor} onClose={() => setResultFor(null)} />
    </>
  );
}

/**
 * /m/redRain: red-envelope rain. Every real account plays the sessions of its merchant and of its
 * agent; an agent also schedules sessions for its own team and sees what each one paid out.
 */
export function RedRainPage() {
  const t = useT();
  const session = useSession();
  return (
    <section className="page red-rain-page" data-testid="page-redRain">
      <h1 className="page-title">{t('page.redRain.title')}</h1>
      <RedRainPlay />
      {session && isAgent(session.type) ? <RedRainAgentPanel /> : <HowItWorks />}
    </section>
  );
}
