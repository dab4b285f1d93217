import { useState } from 'react';
import { LANGUAGES, TEAM_PNL_VIEWS, BUSINESS_UTC_OFFSET_MINUTES, type TeamLevel, type TeamPnlMember, type TeamPnlView } from '@m/contract';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { initialDateRange, type DateRange } from '@/components/list/date-range';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { Tabs } from '@/components/ui/tabs';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useTeamPnl, useTeamPnlMembers } from '@/features/agent/api/team-reports';
import { MemberSearch } from '@/features/agent/components/member-search';
import { TeamChart } from '@/features/agent/components/team-chart';
import { pnlFiguresOf, ReportFrame, SignedAmount, TeamFigureGrid, useReportErrorText } from '@/features/agent/components/team-report-parts';
import '@/components/list/card-list.css';

const membersOf = (page: { list: TeamPnlMember[] }) => page.list;

function LevelList({ levels }: { levels: readonly TeamLevel[] }) {
  const t = useT();
  if (levels.length === 0) return <p className="team-report-empty">{t('teamReport.noActivity')}</p>;
  return (
    <ul className="card-list" data-testid="team-pnl-levels">
      {levels.map((level) => (
        <li key={level.depth} className="card-row team-pnl-row" data-testid="team-pnl-level" data-depth={level.depth}>
          <span className="card-row-title">{t('teamReport.level', { level: level.depth })}</span>
          <span className="card-row-amount"><SignedAmount value={level.net} /></span>
          <TeamFigureGrid className="card-row-figures team-row-figures" figures={pnlFiguresOf(level).slice(1)} />
        </li>
      ))}
    </ul>
  );
}

function MemberList({ range }: { range: DateRange }) {
  const t = useT();
  const errorTextOf = useReportErrorText();
  const [username, setUsername] = useState('');
  const members = usePagedItems(useTeamPnlMembers(range, username, useSessionOwner()), membersOf);
  return (
    <>
      <MemberSearch label={t('teamReport.searchLabel')} placeholder={t('teamReport.searchPlaceholder')} onSearch={setUsername} inputTestId="team-member-search" />
      <PagedList list={members} empty={t(username ? 'teamReport.noMemberFound' : 'teamReport.noMembers')} errorText={errorTextOf}>
        <ul className="card-list" data-testid="team-pnl-members">
          {members.items.map((member) => (
            <li key={member.username} className="card-row team-pnl-row" data-testid="team-pnl-member" data-username={member.username}>
              <span className="card-row-title">
                <bdi>{member.username}</bdi>
                <small className="team-member-level">{member.depth === 1 ? t('teamReport.direct') : t('teamReport.level', { level: member.depth })}</small>
              </span>
              <span className="card-row-amount"><SignedAmount value={member.net} /></span>
              <TeamFigureGrid className="card-row-figures team-row-figures" figures={pnlFiguresOf(member).slice(1)} />
            </li>
          ))}
        </ul>
      </PagedList>
    </>
  );
}

/** /m/agent/team/pnl: the team's profit and loss of a period, its turnover and net per day, and the figures per level or per member. */
export function TeamPnlPage() {
  const t = useT();
  const language = useLanguage();
  const [range, setRange] = useState<DateRange>(() => initialDateRange(Date.now(), BUSINESS_UTC_OFFSET_MINUTES));
  const [view, setView] = useState<TeamPnlView>('level');
  const query = useTeamPnl(range, useSessionOwner());
  return (
    <section className="page team-report-page" data-testid="page-agent-team-pnl">
      <h1 className="page-title">{t('page.agent-team-pnl.title')}</h1>
      <DateRangeFilter onChange={setRange} utcOffsetMinutes={BUSINESS_UTC_OFFSET_MINUTES} />
      <ReportFrame query={query}>
        {(pnl) => (
          <>
            <section aria-labelledby="team-pnl-totals-title" className="team-pnl-totals">
              <h2 id="team-pnl-totals-title" className="team-section-title">{t('teamReport.totals')}</h2>
              <TeamFigureGrid figures={pnlFiguresOf(pnl.totals, 'team-pnl-total')} />
              <p className="team-net-hint">{t('teamReport.netHint')}</p>
            </section>
            <TeamChart days={pnl.days} />
            <Tabs activeKey={view} onChange={(key) => setView(key as TeamPnlView)} direction={LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr'} className="team-pnl-tabs">
              {TEAM_PNL_VIEWS.map((name) => <Tabs.Tab key={name} title={<span data-testid={`team-pnl-tab-${name}`}>{t(`teamReport.by.${name}`)}</span>} />)}
            </Tabs>
            {view === 'level' ? <LevelList levels={pnl.levels} /> : <MemberList range={range} />}
          </>
        )}
      </ReportFrame>
    </section>
  );
}
