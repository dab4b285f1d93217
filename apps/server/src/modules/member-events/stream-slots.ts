import { randomUUID } from 'node:crypto';
import type { MemberEventsRepository, StreamCaps } from './repository.ts';

/** Open pages of one member over all their sessions; hidden pages close theirs, so a few are plenty. */
export const MAX_STREAMS_PER_MEMBER = 5;
/**
 * Open streams from one address. Carrier-grade NAT puts many players behind one address: the API
 * budgets are sized for 200 of them browsing at once (see plugins/rate-limit.test.ts), and each
 * holds one stream per visible page, so 300 leaves room for a busy shared address while one
 * address with many (trial) accounts can no longer hold thousands of connections.
 */
export const MAX_STREAMS_PER_ADDRESS = 300;
export const DEFAULT_STREAM_CAPS: StreamCaps = { perMember: MAX_STREAMS_PER_MEMBER, perAddress: MAX_STREAMS_PER_ADDRESS };

/** A place under the caps held by one open stream, until it is released. */
export type StreamSlot = { release(): Promise<void> };

/** Counts open streams against the per-member and per-address caps. */
export type StreamSlots = {
  /** A slot for a stream of `memberId` from `address`, or null when either is at its cap. */
  take(memberId: number, address: string): Promise<StreamSlot | null>;
  /** Called each heartbeat: keeps this process's slots counted. */
  keepAlive(): Promise<void>;
};

/** The caps counted in this process's memory: PGlite is one process's database. */
export function createLocalStreamSlots(caps: StreamCaps): StreamSlots {
  const ofMember = new Map<number, number>();
  const ofAddress = new Map<string, number>();
  const add = <K>(counts: Map<K, number>, key: K, change: number) => {
    const next = (counts.get(key) ?? 0) + change;
    if (next === 0) counts.delete(key);
    else counts.set(key, next);
  };
  return {
    async take(memberId, address) {
      if ((ofMember.get(memberId) ?? 0) >= caps.perMember || (ofAddress.get(address) ?? 0) >= caps.perAddress) return null;
      add(ofMember, memberId, 1);
      add(ofAddress, address, 1);
      return {
        async release() {
          add(ofMember, memberId, -1);
          add(ofAddress, address, -1);
        },
      };
    },
    keepAlive: async () => undefined,
  };
}

/**
 * The caps counted in the database over every server process on one PostgreSQL. A slot counts
 * while its process refreshes it within `liveMs` (two heartbeats), so a killed process's slots stop
 * counting soon after.
 */
export function createSharedStreamSlots(repository: MemberEventsRepository, options: { caps: StreamCaps; liveMs: number }): StreamSlots {
  const instance = randomUUID();
  const { caps } = options;
  return {
    async take(memberId, address) {
      const id = await repository.insertOpenStream({ memberId, address, instance }, caps, options.liveMs);
      return id === null ? null : { release: () => repository.deleteOpenStream(id) };
    },
    keepAlive: () => repository.refreshOpenStreams(instance, options.liveMs),
  };
}
