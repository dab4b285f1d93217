import { RED_RAIN_MIN_BUDGET, type RedRainAgentSession } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { AmountField, Form, SelectField, SubmitButton, amountRule, chosenRule, useAppForm, type Rule, type SelectOption } from '@/components/form';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { Toast } from '@/components/ui/feedback';
import { errorText } from '@/lib/api-error-text';
import { formatLocalDateTime } from '@/lib/format';
import type { Translate } from '@/lib/i18n/translate';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useWalletBalance } from '@/lib/wallet-balance';
import { useSubmitRequestId } from '@/lib/submit-request-id';
import { useCreateRedRainSession, useRedRainAgentSessions } from '@/features/agent/api/red-rain';
import '@/components/list/card-list.css';

type ScheduleValues = { startInMinutes: string; durationSeconds: string; budget: string; perMemberCap: string };

const START_MINUTES = [0, 5, 15, 30, 60, 180, 1440] as const;
const DURATION_SECONDS = [30, 60, 120, 300, 600, 1800] as const;
const MIN_CAP = 0.01;

const startLabel = (t: Translate, minutes: number) =>
  minutes === 0 ? t('redRain.startNow') : minutes < 60 ? t('redRain.startInMinutes', { n: minutes }) : t('redRain.startInHours', { n: minutes / 60 });
const durationLabel = (t: Translate, seconds: number) =>
  seconds < 60 ? t('redRain.durationSeconds', { n: seconds }) : t('redRain.durationMinutes', { n: seconds / 60 });

/** The cap one member may catch is at most the whole budget. */
const capWithinBudget: Rule = (value, values) => {
  const budget = Number(values.budget);
  return Number.isFinite(budget) && budget > 0 && Number(value) > budget ? { key: 'redRain.capOverBudget' } : null;
};

/** One id per filled-in form: a double submit, or a retry after a lost answer, schedules one session. */

function ScheduleForm() {
  const t = useT();
  const create = useCreateRedRainSession();
  const balance = useWalletBalance().data?.sumBalance;
  const requestId = useSubmitRequestId();
  const defaults: ScheduleValues = { startInMinutes: '0', durationSeconds: '60', budget: '', perMemberCap: '' };
  const form = useAppForm<ScheduleValues>({
    defaultValues: defaults,
    rules: {
      startInMinutes: chosenRule,
      durationSeconds: chosenRule,
      budget: amountRule({ min: RED_RAIN_MIN_BUDGET, max: balance }),
      perMemberCap: (value, values) => amountRule({ min: MIN_CAP })(value, values) ?? capWithinBudget(value, values),
    },
    dependents: { budget: ['perMemberCap'] },
  });
  const startOptions: SelectOption[] = START_MINUTES.map((minutes) => ({ value: String(minutes), label: startLabel(t, minutes) }));
  const durationOptions: SelectOption[] = DURATION_SECONDS.map((seconds) => ({ value: String(seconds), label: durationLabel(t, seconds) }));

  const onValid = async (values: ScheduleValues) => {
    const submitId = requestId.take();
    try {
      await create.mutateAsync({
        startInMinutes: Number(values.startInMinutes), durationSeconds: Number(values.durationSeconds),
        budget: values.budget.trim(), perMemberCap: values.perMemberCap.trim(), requestId: submitId,
      });
      requestId.answered();
      form.reset(defaults);
      Toast.show({ icon: 'success', content: t('redRain.scheduled') });
    } catch (error) {
      // A refusal changed nothing: the next submit is a new request. A lost answer keeps the id.
      requestId.failed(error);
      form.alert(errorText(t, error));
    }
  };

  return (
    <Form form={form} idPrefix="redRain" onValid={onValid}>
      <SelectField name="startInMinutes" label="redRain.start" options={startOptions} required />
      <SelectField name="durationSeconds" label="redRain.duration" options={durationOptions} required />
      <AmountField name="budget" label="redRain.budget" placeholder="redRain.budgetPlaceholder" required />
      <AmountField name="perMemberCap" label="redRain.perMemberCap" placeholder="redRain.perMemberCapPlaceholder" required />
      <SubmitButton testId="red-rain-schedule" loading={create.isPending}>{t('redRain.schedule')}</SubmitButton>
    </Form>
  );
}

function AgentSessionRow({ entry }: { entry: RedRainAgentSession }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const { session } = entry;
  return (
    <li className="card-row red-rain-session" data-testid="red-rain-agent-session" data-status={session.status}>
      <span className="card-row-title">{t(`redRain.status.${session.status}`)}</span>
      <span className="card-row-amount" dir="ltr">{formatMoney(session.budget)}</span>
      <span className="card-row-detail card-row-wide" dir="ltr">
        {formatLocalDateTime(Date.parse(session.startsAt), 'MM/DD HH:mm')} – {formatLocalDateTime(Date.parse(session.endsAt), 'MM/DD HH:mm')}
      </span>
      <dl className="red-rain-agent-figures">
        <div>
          <dt>{t('redRain.teamCaught')}</dt>
          <dd dir="ltr" data-testid="red-rain-agent-caught">{formatMoney(entry.caught)}</dd>
        </div>
        <div>
          <dt>{t('redRain.envelopesAndPlayers')}</dt>
          <dd dir="ltr">{entry.envelopes} / {entry.players}</dd>
        </div>
        <div>
          <dt>{t('redRain.returned')}</dt>
          <dd data-testid="red-rain-agent-returned">{entry.returned === null ? t('redRain.returnedAfterEnd') : <span dir="ltr">{formatMoney(entry.returned)}</span>}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The agent's part of /m/redRain: schedule a session for the team, and see each one's catches and what came back. */
export function RedRainAgentPanel() {
  const t = useT();
  const sessions = useRedRainAgentSessions(useSessionOwner(), true);
  let list;
  if (sessions.isPending) list = <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  else if (sessions.isError) list = <LoadFailed onRetry={() => void sessions.refetch()} />;
  else if (sessions.data.list.length === 0) list = <EmptyState description={t('redRain.agentNone')} />;
  else list = <ul className="card-list">{sessions.data.list.map((entry) => <AgentSessionRow key={entry.session.id} entry={entry} />)}</ul>;
  return (
    <>
      <section className="red-rain-section" aria-labelledby="red-rain-schedule-title">
        <h2 id="red-rain-schedule-title">{t('redRain.scheduleTitle')}</h2>
        <p className="red-rain-note">{t('redRain.scheduleNote')}</p>
        <ScheduleForm />
      </section>
      <section className="red-rain-section" aria-labelledby="red-rain-mine-title" data-testid="red-rain-agent-sessions">
        <h2 id="red-rain-mine-title">{t('redRain.agentSessionsTitle')}</h2>
        {list}
      </section>
    </>
  );
}
