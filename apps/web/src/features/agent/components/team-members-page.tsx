import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TeamMember, TeamMemberScope, TeamMembersPage as TeamMembersAnswer } from '@m/contract';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { RecordTotals } from '@/components/list/record-parts';
import { useWindowedRows } from '@/components/list/use-windowed-rows';
import { errorCode, errorText } from '@/lib/api-error-text';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useTeamMembers } from '@/features/agent/api/team-members';
import { MemberSearch } from '@/features/agent/components/member-search';
import { TeamFundTransferSheet } from '@/features/agent/components/team-fund-transfer';
import '@/components/list/card-list.css';
import '@/features/agent/components/team-lists.css';

const membersOf = (page: TeamMembersAnswer) => page.list;

/** A row's height with the gap below it: the rows are windowed, so each has the same. */
const ROW_HEIGHT = 148;
const SCOPES: readonly TeamMemberScope[] = ['all', 'direct'];
const TEAM_PATH = '/m/member/team';

const teamOf = (username: string) => `${TEAM_PATH}?root=${encodeURIComponent(username)}`;

function MemberRow({ member, top, position, count, onTransfer }: {
  member: TeamMember; top: number; position: number; count: number; onTransfer: (username: string) => void;
}) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <li
      className="card-row team-member-row"
      style={{ transform: `translateY(${top}px)`, height: ROW_HEIGHT - 8 }}
      aria-setsize={count}
      aria-posinset={position}
      data-testid="team-member-row"
      data-username={member.username}
    >
      <span className="card-row-title team-member-name">{member.username}</span>
      <span className="card-row-amount" dir="ltr" data-testid="team-member-balance">{formatMoney(member.balance)}</span>
      <span className="card-row-detail card-row-wide team-member-kind">
        {t('teamMembers.level', { n: member.level })} · {t(member.agent ? 'teamMembers.typeAgent' : 'teamMembers.typePlayer')}
      </span>
      <span className="card-row-detail card-row-wide team-member-dates">
        {t('teamMembers.registered')} <time dir="ltr" dateTime={new Date(member.registeredAt).toISOString()}>{formatLocalDateTime(member.registeredAt, 'YYYY-MM-DD HH:mm')}</time>
      </span>
      <span className="card-row-detail card-row-wide team-member-dates">
        {member.lastLogin === null ? t('teamMembers.neverLoggedIn') : (
          <>
            {t('teamMembers.lastLogin')}{' '}
            <time dir="ltr" dateTime={new Date(member.lastLogin).toISOString()}>{formatLocalDateTime(member.lastLogin, 'YYYY-MM-DD HH:mm')}</time>
          </>
        )}
      </span>
      <span className="card-row-wide team-member-actions">
        {member.agent && (
          <Link className="team-action" to={teamOf(member.username)} data-testid="team-member-drill">
            {t('teamMembers.viewTeam')}<span className="visually-hidden">: {member.username}</span>
          </Link>
        )}
        <button type="button" className="team-action" data-testid="team-member-transfer" onClick={() => onTransfer(member.username)}>
          {t('teamMembers.transfer')}<span className="visually-hidden">: {member.username}</span>
        </button>
      </span>
    </li>
  );
}

/** The loaded members, only those near the viewport in the DOM (a team may have thousands). */
function MemberRows({ members, onTransfer }: { members: readonly TeamMember[]; onTransfer: (username: string) => void }) {
  const container = useRef<HTMLUListElement>(null);
  const { start, end } = useWindowedRows(container, members.length, ROW_HEIGHT);
  return (
    <ul ref={container} className="card-list team-member-list" style={{ height: members.length * ROW_HEIGHT }}>
      {members.slice(start, end).map((member, index) => (
        <MemberRow
          key={member.username}
          member={member}
          top={(start + index) * ROW_HEIGHT}
          position={start + index + 1}
          count={members.length}
          onTransfer={onTransfer}
        />
      ))}
    </ul>
  );
}

function Breadcrumbs({ trail }: { trail: TeamMembersAnswer['breadcrumbs'] }) {
  const t = useT();
  if (trail.length === 0) return null;
  return (
    <nav className="team-breadcrumbs" aria-label={t('teamMembers.breadcrumbs')} data-testid="team-breadcrumbs">
      <ol>
        <li><Link to={TEAM_PATH}>{t('teamMembers.myTeam')}</Link></li>
        {trail.map((step, index) => (
          <li key={step.username}>
            {index === trail.length - 1
              ? <span aria-current="page">{step.username}</span>
              : <Link to={teamOf(step.username)}>{step.username}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * /m/member/team (AGEDOWNMAN3): the agent's team — direct and indirect members, each with its
 * level, type, balance, last login and registration — with a search by name, the direct / whole
 * team switch, a drill-down into a sub-agent's team (`?root=`, the breadcrumbs lead back up) and
 * a fund transfer to any member of it.
 */
export function TeamMembersPage() {
  const t = useT();
  const [params] = useSearchParams();
  const root = params.get('root');
  const [scope, setScope] = useState<TeamMemberScope>('all');
  const [search, setSearch] = useState('');
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const query = useTeamMembers({ root, search, scope }, useSessionOwner());
  const members = usePagedItems(query, membersOf);
  const first = query.data?.pages[0];

  return (
    <section className="page record-page team-page" data-testid="page-member-team">
      <h1 className="page-title">{t('page.member-team.title')}</h1>
      {first && <Breadcrumbs trail={first.breadcrumbs} />}
      <MemberSearch
        label={t('teamMembers.searchLabel')}
        placeholder={t('teamMembers.searchPlaceholder')}
        onSearch={setSearch}
        inputTestId="team-search-input"
        submitTestId="team-search-submit"
      />
      <div className="record-switch" role="group" aria-label={t('teamMembers.scope')}>
        {SCOPES.map((option) => (
          <button key={option} type="button" aria-pressed={scope === option} data-testid={`team-scope-${option}`} onClick={() => setScope(option)}>
            {t(option === 'all' ? 'teamMembers.scopeAll' : 'teamMembers.scopeDirect')}
          </button>
        ))}
      </div>
      <RecordTotals
        figures={first ? [
          { label: 'teamMembers.teamSize', amount: first.totals.teamSize, kind: 'count', testId: 'team-size' },
          { label: 'teamMembers.directCount', amount: first.totals.directCount, kind: 'count', testId: 'team-direct-count' },
          { label: 'teamMembers.found', amount: first.totalCount, kind: 'count', testId: 'team-found' },
        ] : null}
      />
      <PagedList list={members} empty={t('teamMembers.empty')} errorText={(error) => (errorCode(error) ? errorText(t, error) : null)}>
        <MemberRows members={members.items} onTransfer={setTransferTo} />
      </PagedList>
      <TeamFundTransferSheet username={transferTo} onClose={() => setTransferTo(null)} />
    </section>
  );
}
