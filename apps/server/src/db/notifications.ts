import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * PostgreSQL's LISTEN/NOTIFY for one process: a NOTIFY reaches the listeners of its channel once
 * its transaction commits (never after a rollback), in this process and in every other one on the
 * same database.
 */
export type NotificationSource = {
  /** Calls `onPayload` for every notification on `channel`; resolves once listening, with the way to stop. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** `callback` runs after a dropped connection is back: what was notified in between is lost, so re-read state. */
  onReconnect(callback: () => void): void;
  /** `callback` runs when the listening connection drops: notifications are lost until it is back. */
  onDisconnect(callback: () => void): void;
  /** Whether notifications reach this process now (the listening connection is up and listens). */
  listening(): boolean;
  close(): Promise<void>;
};

/** The channels the app notifies on, each with the id its payload carries. */
export const NOTIFY_CHANNELS = {
  /** A ledger transfer touched a member account (payload: the member's id). */
  balanceChanged: 'balance_changed',
  /** A member's reward became claimable or stopped being so (payload: the member's id; a trigger on promotion_participations). */
  rewardsChanged: 'rewards_changed',
  /** A member's unread message count changed (payload: the member's id; a trigger on member_messages). */
  inboxChanged: 'inbox_changed',
  /** A member's live chat changed (payload: the member's id; a trigger on chats). */
  memberChatChanged: 'member_chat_changed',
  /** A live chat changed, a member's or a guest's (payload: the chat's id; a trigger on chats). */
  chatChanged: 'chat_changed',
  /** A session was revoked: logout, password change, a login on a single-session merchant (payload: the session's id). */
  sessionEnded: 'session_ended',
  /** Data the processes keep in memory changed (payload: the table, `table:id` for one row; see db/changes.ts). */
  dataChanged: 'data_changed',
  /** A live table dealt a round or opened the next (payload: the table's code). */
  liveTableChanged: 'live_table_changed',
  /** A member's PVP seat stopped waiting: it met an opponent, was cancelled or expired (payload: the member's id). */
  pvpSeatChanged: 'pvp_seat_changed',
} as const;

/** PGlite runs in this process, so its own `listen` sees every notification there is. */
export function pgliteNotifications(client: PGlite): NotificationSource {
  return {
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    onReconnect: () => undefined,
    onDisconnect: () => undefined,
    listening: () => !client.closed,
    close: async () => undefined,
  };
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * One dedicated connection per process holds the LISTENs (a pooled connection would lose them
 * when it goes back to the pool); when it drops it is opened again, with a growing pause, and
 * listens to every channel again.
 */
export function postgresNotifications(connectionString: string): NotificationSource {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const reconnected = new Set<() => void>();
  const disconnected = new Set<() => void>();
  /** The connection is up and listens to every channel asked for. */
  let up = false;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let pauseMs = RECONNECT_FIRST_MS;
  let closed = false;

  const listenOn = (connection: pg.Client, channel: string) => connection.query(`LISTEN ${connection.escapeIdentifier(channel)}`);

  const scheduleReconnect = (lost: pg.Client) => {
    if (closed || client !== lost || reconnectTimer) return;
    client = null;
    if (up) {
      up = false;
      for (const callback of disconnected) callback();
    }
    lost.end().catch(() => undefined);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().then(() => {
        pauseMs = RECONNECT_FIRST_MS;
        for (const callback of reconnected) callback();
      }, () => {
        pauseMs = Math.min(pauseMs * 2, RECONNECT_MAX_MS);
      });
    }, pauseMs);
  };

  const open = async (): Promise<pg.Client> => {
    const { default: { Client } } = await import('pg');
    const connection = new Client({ connectionString });
    connection.on('notification', (message) => {
      for (const onPayload of listeners.get(message.channel) ?? []) onPayload(message.payload ?? '');
    });
    connection.on('error', () => scheduleReconnect(connection));
    connection.on('end', () => scheduleReconnect(connection));
    client = connection;
    try {
      await connection.connect();
      for (const channel of listeners.keys()) await listenOn(connection, channel);
      up = client === connection;
      return connection;
    } catch (error) {
      scheduleReconnect(connection);
      throw error;
    }
  };

  const connect = (): Promise<pg.Client> => {
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async listen(channel, onPayload) {
      const known = listeners.get(channel);
      listeners.set(channel, (known ?? new Set()).add(onPayload));
      // A connection being opened listens to every channel once it is up.
      if (!client || connecting) await connect();
      else if (!known) await listenOn(client, channel);
      return async () => {
        listeners.get(channel)?.delete(onPayload);
      };
    },
    onReconnect: (callback) => {
      reconnected.add(callback);
    },
    onDisconnect: (callback) => {
      disconnected.add(callback);
    },
    listening: () => up && client !== null,
    async close() {
      closed = true;
      up = false;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
