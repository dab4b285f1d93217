import type { Invitee, Invitees, MyInvite, ReferralRule } from '@m/contract';
import { LoadFailed } from '@/components/layout/load-failed';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { DotLoading } from '@/components/ui/dot-loading';
import { errorCode, errorText } from '@/lib/api-error-text';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useInvitees } from '@/features/promotions/api/invitees';
import { useMyInvite } from '@/features/promotions/api/my-invite';
import { InviteLinkCard } from '@/features/promotions/components/invite-link-card';
import '@/features/promotions/components/invite-friends.css';

const inviteesOf = (page: Invitees) => page.list;

function Rules({ rule }: { rule: ReferralRule | null }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const steps = rule
    ? [
        t('invite.rule.share'),
        t('invite.rule.register'),
        t('invite.rule.qualify', { deposit: formatMoney(rule.minDeposit), days: rule.qualifyDays, reward: formatMoney(rule.reward) }),
        ...(rule.turnoverMultiplier > 0 ? [t('invite.rule.turnover', { times: rule.turnoverMultiplier })] : []),
        t('invite.rule.once'),
      ]
    : [t('invite.rule.share'), t('invite.rule.register'), t('invite.rule.none')];
  return (
    <section className="invite-card" aria-labelledby="invite-rules-title" data-testid="invite-rules">
      <h2 id="invite-rules-title" className="invite-card-title">{t('invite.rules')}</h2>
      <ol className="invite-rules">
        {steps.map((step) => <li key={step}>{step}</li>)}
      </ol>
    </section>
  );
}

function Totals({ totals }: { totals: MyInvite['totals'] }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const figures = [
    ['invite.totals.invited', String(totals.invited), 'invited'],
    ['invite.totals.deposited', String(totals.deposited), 'deposited'],
    ['invite.totals.qualified', String(totals.qualified), 'qualified'],
    ['invite.totals.reward', formatMoney(totals.rewardEarned), 'reward'],
  ] as const;
  return (
    <dl className="invite-totals" data-testid="invite-totals">
      {figures.map(([label, value, name]) => (
        <div key={name} className="invite-figure">
          <dt>{t(label)}</dt>
          <dd dir="ltr" data-testid={`invite-total-${name}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function InviteeRow({ invitee }: { invitee: Invitee }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <li className="invitee-row" data-testid="invitee-row">
      <div className="invitee-main">
        <span className="invitee-account" dir="ltr" data-testid="invitee-account">{invitee.account}</span>
        <span className="invitee-date" dir="ltr">{formatLocalDateTime(invitee.registeredAt, 'YYYY-MM-DD HH:mm')}</span>
      </div>
      <div className="invitee-side">
        <span className={`invitee-status invitee-status-${invitee.status.toLowerCase()}`} data-testid="invitee-status" data-status={invitee.status}>
          {t(`invite.status.${invitee.status}`)}
        </span>
        {invitee.reward > 0 && <span className="invitee-reward" dir="ltr" data-testid="invitee-reward">+{formatMoney(invitee.reward)}</span>}
      </div>
    </li>
  );
}

function InviteesList() {
  const t = useT();
  const invitees = usePagedItems(useInvitees(useSessionOwner()), inviteesOf);
  return (
    <section className="invite-card" aria-labelledby="invitees-title">
      <h2 id="invitees-title" className="invite-card-title">{t('invite.invitees')}</h2>
      <PagedList list={invitees} empty={t('invite.noInvitees')} errorText={(error) => (errorCode(error) ? errorText(t, error) : null)}>
        <ul className="invitee-list" data-testid="invitee-list">
          {invitees.items.map((invitee) => <InviteeRow key={invitee.id} invitee={invitee} />)}
        </ul>
      </PagedList>
    </section>
  );
}

/**
 * /m/inviteFriends (spec §1, §6): the member's invitation link and code to copy, share or scan, the
 * merchant's rule, the invitees counted and listed with what each one earned. Who may open it and
 * what a merchant without REFERRAL says are the route table's business.
 */
export function InviteFriendsPage() {
  const t = useT();
  const formatMoney = useFormatMoney();
  const query = useMyInvite(useSessionOwner());
  const invite = query.data;
  return (
    <section className="page invite-page" data-testid="page-inviteFriends">
      <h1 className="page-title">{t('page.inviteFriends.title')}</h1>
      {query.isPending ? (
        <div className="page-loading" aria-busy="true"><DotLoading /></div>
      ) : !invite ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section className="invite-card invite-hero" aria-labelledby="invite-hero-title">
            <h2 id="invite-hero-title" className="invite-hero-title">
              {invite.rule ? t('invite.headline', { reward: formatMoney(invite.rule.reward) }) : t('invite.headlineNoReward')}
            </h2>
            <InviteLinkCard invite={invite} />
          </section>
          <Totals totals={invite.totals} />
          <Rules rule={invite.rule} />
          <InviteesList />
        </>
      )}
    </section>
  );
}
