import { hasDividend } from '@m/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CountBubble } from '@/components/count-bubble';
import { HomeIcon, RefreshIcon, SpeakerIcon, UserAddIcon, UserIcon } from '@/components/icons';
import { InboxUnreadBadge } from '@/components/inbox-unread-badge';
import { LoadFailed } from '@/components/layout/load-failed';
import {
  BellIcon, ChartIcon, CoinsIcon, DiceIcon, EnvelopeIcon, HeadsetIcon, InIcon, PercentIcon, ReceiptIcon, ShieldIcon, TeamIcon,
} from '@/components/menu-icons';
import { HOME_PATH, pathOf, routeNamedSwitchedOn } from '@/config/paths';
import { visibleEntries } from '@/lib/flag-gated-entries';
import { useRouteFlags } from '@/lib/flags';
import { useT } from '@/lib/i18n/use-t';
import { useSession, useSessionOwner } from '@/lib/session';
import { useFormatMoney, useSiteInfo } from '@/lib/site-status';
import { useWalletBalance } from '@/lib/wallet-balance';
import { useAgentNoticesUnread, useTodayTeamKpi } from '@/features/agent/api/agent-home';
import { AGENT_GRID, type AgentGridContext } from '@/features/agent/agent-menu';
import { greetingBand } from '@/features/agent/greeting';
import { ContractPrompt } from '@/features/agent/components/contract-prompt';
import '@/features/agent/components/agent-home.css';

const GRID_ICONS: Record<string, ReactNode> = {
  teamOverview: <TeamIcon />,
  transactionRecord: <ReceiptIcon />,
  teamManagement: <UserIcon />,
  redRain: <EnvelopeIcon />,
  teamPnl: <ChartIcon />,
  teamBetting: <DiceIcon />,
  rebateSetting: <PercentIcon />,
  rebateIncome: <InIcon />,
  securityCentre: <ShieldIcon />,
  mail: <BellIcon />,
  service: <HeadsetIcon />,
};

const COUNTERS = [
  { id: 'login', label: 'agentHome.loggedIn', field: 'teamLoginMemberCount' },
  { id: 'bet', label: 'agentHome.betting', field: 'teamBetMemberCount' },
  { id: 'register', label: 'agentHome.registered', field: 'teamRegisterMemberCount' },
  { id: 'online', label: 'agentHome.online', field: 'teamOnlineCount' },
] as const;

/** The greeting of the hour the page was opened in, with the agent's name, and the customer-service shortcut. */
function Greeting({ userName }: { userName: string }) {
  const t = useT();
  const [band] = useState(() => greetingBand(new Date().getHours()));
  return (
    <div className="agent-home-top">
      <h1 className="agent-home-greeting" data-testid="agent-home-greeting" data-band={band}>
        {t(`agentHome.greeting.${band}`, { name: userName })}
      </h1>
      <Link className="agent-home-service" to={pathOf('service')} aria-label={t('page.service.title')} data-testid="agent-home-service">
        <HeadsetIcon />
      </Link>
    </div>
  );
}

/** Total balance with its refresh button, and the withdraw and deposit buttons (each while its page is switched on). */
function BalanceCard() {
  const t = useT();
  const formatMoney = useFormatMoney();
  const flags = useRouteFlags();
  const balance = useWalletBalance();
  return (
    <div className="agent-home-card agent-home-balance">
      <div className="agent-home-balance-row">
        <span className="agent-home-balance-label">{t('agentHome.totalBalance')}</span>
        <span className="agent-home-balance-value">
          <span className="agent-home-balance-amount" data-testid="agent-home-balance" dir="ltr" aria-busy={balance.isFetching}>
            {balance.data ? formatMoney(balance.data.sumBalance) : '—'}
          </span>
          <button
            type="button"
            className={`agent-home-refresh${balance.isFetching ? ' spinning' : ''}`}
            aria-label={t('agentHome.refreshBalance')}
            data-testid="agent-home-balance-refresh"
            onClick={() => void balance.refetch()}
          >
            <RefreshIcon />
          </button>
        </span>
      </div>
      <div className="agent-home-money-actions">
        {routeNamedSwitchedOn('withdraw', flags) && (
          <Link className="agent-home-money-button" to={pathOf('withdraw')} data-testid="agent-home-withdraw">{t('menu.withdraw')}</Link>
        )}
        {routeNamedSwitchedOn('voucherCenter', flags) && (
          <Link className="agent-home-money-button primary" to={pathOf('voucherCenter')} data-testid="agent-home-deposit">{t('menu.deposit')}</Link>
        )}
      </div>
    </div>
  );
}

/** Spec §3 team footer numbers for today: logged in, betting, registered, online now. */
function TeamCounters({ owner }: { owner: string | null }) {
  const t = useT();
  const kpi = useTodayTeamKpi(owner);
  return (
    <section className="agent-home-card" aria-labelledby="agent-home-team-title" aria-busy={kpi.isPending}>
      <h2 className="agent-home-section-title" id="agent-home-team-title">{t('agentHome.teamToday')}</h2>
      {kpi.isError ? (
        <LoadFailed onRetry={() => void kpi.refetch()} />
      ) : (
        <dl className="agent-home-counters">
          {COUNTERS.map((counter) => (
            <div key={counter.id} className="agent-home-counter">
              <dt>{t(counter.label)}</dt>
              <dd data-testid={`agent-home-count-${counter.id}`}>{kpi.data ? kpi.data[counter.field] : '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** Spec §2 agent home footer: home, open account, dividends (when on for the merchant and the member's type), announcements. */
function AgentFooter({ owner, memberType }: { owner: string | null; memberType: number }) {
  const t = useT();
  const flags = useRouteFlags();
  const unread = useAgentNoticesUnread(owner).data ?? 0;
  const dividends = routeNamedSwitchedOn('member-agent-agentDivident', flags) && hasDividend(memberType);
  return (
    <nav className="agent-home-footer" aria-label={t('agentHome.footer')}>
      <Link to={HOME_PATH} data-testid="agent-footer-home"><HomeIcon /><span>{t('tab.home')}</span></Link>
      <Link to={pathOf('agentRegister')} data-testid="agent-footer-register"><UserAddIcon /><span>{t('page.agentRegister.title')}</span></Link>
      {dividends && (
        <Link to={pathOf('member-agent-agentDivident')} data-testid="agent-footer-dividends">
          <CoinsIcon /><span>{t('page.member-agent-agentDivident.title')}</span>
        </Link>
      )}
      <Link to={`${pathOf('notice')}?types=A`} data-testid="agent-footer-notices">
        <span className="agent-home-footer-icon">
          <SpeakerIcon />
          {unread > 0 && <CountBubble count={unread} label={t('agentHome.unreadNotices', { count: unread })} testId="agent-footer-unread" />}
        </span>
        <span>{t('page.notice.title')}</span>
      </Link>
    </nav>
  );
}

/**
 * Spec §2 agent home: greeting, balance, today's team counters, the navigation grid (items the
 * merchant's agent menu setting and the route table's switches allow; online service always) and
 * the agent footer. The header and tab bar are hidden here (layout rules); the route table lets
 * only agents in.
 */
export function AgentHomePage() {
  const t = useT();
  const session = useSession();
  const owner = useSessionOwner();
  const flags = useRouteFlags();
  const menu = useSiteInfo()?.agentMenu ?? [];
  const context: AgentGridContext = { flags, menu };

  return (
    <section className="page agent-home" data-testid="page-agent">
      <Greeting userName={session?.userName ?? ''} />
      <ContractPrompt />
      <BalanceCard />
      <TeamCounters owner={owner} />
      <nav className="agent-home-card" aria-label={t('agentHome.menu')}>
        <ul className="agent-home-grid">
          {visibleEntries(AGENT_GRID, context).map((entry) => (
            <li key={entry.id}>
              <Link className="agent-home-tile" to={pathOf(entry.action.route)} data-testid={`agent-grid-${entry.id}`}>
                <span className="agent-home-tile-icon">{GRID_ICONS[entry.id]}</span>
                <span className="agent-home-tile-label">{t(entry.label)}</span>
                {entry.countsUnread && <InboxUnreadBadge testId="agent-grid-unread" />}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <AgentFooter owner={owner} memberType={session?.type ?? 0} />
    </section>
  );
}
