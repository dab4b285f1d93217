import type { QueryClient } from '@tanstack/react-query';
import { MEMBER_EVENT_SCHEMAS, type MemberEvent, type MemberEventData, type MemberEventName } from '@m/contract';
import { ENDPOINT_WIRE } from 'virtual:m-endpoint-wire';
import { applyChatEvent } from '@/lib/chat-events';
import { startEventStream, whileVisible, type ServerSentEvent } from '@/lib/event-stream';
import { depositKeys, messageKeys, promotionKeys, pvpKeys } from '@/lib/query-keys';
import { walletBalanceQueryOptions } from '@/lib/wallet-balance';

/**
 * A pushed balance into the balance query's cache: the header and the wallet pages show it at once.
 * Money that came in may be a credited deposit (an operator confirmed a transfer, a payment came
 * late) that used the first-deposit bonus or the day's reload: the open bonuses (the tab bar's
 * badge) are asked again. Only queries on screen refetch, so a game page's wins cost nothing.
 */
function applyBalance(client: QueryClient, sumBalance: number): void {
  const { queryKey } = walletBalanceQueryOptions();
  const cached = client.getQueryData(queryKey);
  if (cached?.sumBalance === sumBalance) return;
  if (cached && sumBalance > cached.sumBalance) void client.invalidateQueries({ queryKey: depositKeys.promotions.all });
  const [only, ...others] = cached?.balance ?? [];
  if (cached && only && others.length === 0) client.setQueryData(queryKey, { sumBalance, balance: [{ ...only, amount: sumBalance }] });
  // Not loaded yet, or several wallets whose split the event does not carry: ask for the whole answer.
  else void client.invalidateQueries({ queryKey });
}

/**
 * A pushed count of claimable rewards into the cache of `owner`'s count (the Members tab's badge and
 * the reward centre's bubble). A count that changed (a reward became claimable, or was claimed in
 * another tab) also makes the promotion pages' answers stale, so an open reward centre follows.
 */
function applyUnclaimed(client: QueryClient, unclaimed: number, owner: string): void {
  const queryKey = promotionKeys.unclaimed(owner);
  const cached = client.getQueryData<{ count: number }>(queryKey);
  if (cached?.count === unclaimed) return;
  client.setQueryData(queryKey, { count: unclaimed });
  if (cached) void client.invalidateQueries({ queryKey: promotionKeys.all, predicate: ({ queryKey: key }) => key[1] !== 'unclaimed' });
}

/**
 * A pushed count of unread messages into the cache of `owner`'s count (the badges of the member
 * centre, the side menu and the agent home). A count that changed (a message came, or was read in
 * another tab) also makes the inbox's lists stale, so an open inbox follows.
 */
function applyUnread(client: QueryClient, count: number, owner: string): void {
  const queryKey = messageKeys.unread(owner);
  const cached = client.getQueryData<{ count: number }>(queryKey);
  if (cached?.count === count) return;
  client.setQueryData(queryKey, { count });
  if (cached) void client.invalidateQueries({ queryKey: messageKeys.all, predicate: ({ queryKey: key }) => key[1] !== 'unread' });
}

/** A PVP seat that stopped waiting (met an opponent, cancelled, expired): an open room and its duels are asked again. */
function applyPvpSeat(client: QueryClient, owner: string): void {
  void client.invalidateQueries({ queryKey: pvpKeys.room.all(owner) });
  void client.invalidateQueries({ queryKey: pvpKeys.mySeats(owner) });
}

/** What each event of `owner`'s stream does to the query cache. */
const APPLY: { [E in MemberEventName]: (client: QueryClient, data: MemberEventData<E>, owner: string) => void } = {
  balance: (client, data, owner) => {
    applyBalance(client, data.sumBalance);
    applyUnclaimed(client, data.unclaimed, owner);
  },
  unread: (client, data, owner) => applyUnread(client, data.count, owner),
  chat: (client, data, owner) => applyChatEvent(client, data, owner),
  pvp: (client, _data, owner) => applyPvpSeat(client, owner),
};

/** A pushed event of `owner`'s stream into the query cache. */
export function applyMemberEvent(client: QueryClient, member: MemberEvent, owner: string): void {
  (APPLY[member.event] as (client: QueryClient, data: MemberEvent['data'], owner: string) => void)(client, member.data, owner);
}

const isMemberEventName = (name: string): name is MemberEventName => Object.hasOwn(MEMBER_EVENT_SCHEMAS, name);

/** A received event as a member event: a known name with data its schema accepts, or null. */
export function memberEventOf({ event, data }: ServerSentEvent): MemberEvent | null {
  if (!isMemberEventName(event)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  const checked = MEMBER_EVENT_SCHEMAS[event].safeParse(parsed);
  return checked.success ? ({ event, data: checked.data } as MemberEvent) : null;
}

/**
 * The session's member events pushed into the query cache for as long as the page is shown (see
 * `whileVisible`). Returns the way to stop.
 */
export function followMemberEvents(session: { token: string; userName: string }, client: QueryClient): () => void {
  const { token, userName } = session;
  return whileVisible(() => startEventStream({
    path: ENDPOINT_WIRE.memberEventStream.path,
    token,
    onEvent: (received) => {
      const member = memberEventOf(received);
      if (member) applyMemberEvent(client, member, userName);
      return member !== null;
    },
  }));
}
