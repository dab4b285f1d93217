import type { MemberSession } from '../../lib/request-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { signWebhook } from '../../lib/webhook-signature.ts';
import type { LaunchTokens } from '../games/launch-token.ts';
import type { SigningKeySource } from '../signing-keys/service.ts';
import { IN_HOUSE_VENDOR, type GameApi } from './service.ts';

type Call<B> = Omit<B, 'vendor'>;

/**
 * The platform's own games as a vendor of the game API: each call is signed with the in-house
 * vendor's key and checked by the API exactly as an outside vendor's request is (only the
 * transport is skipped), so the games never touch the ledger and an outside vendor could take a
 * game's place by configuration.
 */
export function createInHouseVendor(options: { api: GameApi; key: SigningKeySource; launchTokens: LaunchTokens }) {
  const { api, key, launchTokens } = options;

  async function signed<B extends object>(body: Call<B>) {
    const full = { vendor: IN_HOUSE_VENDOR, ...body } as B & { vendor: string };
    const rawBody = JSON.stringify(full);
    return { body: full, call: { rawBody, signature: signWebhook(await key(), rawBody), merchantCode: null } };
  }

  return {
    /** A launch token for the member's session and a game: what authorises the stakes of that game's play. */
    async launchFor(session: MemberSession, merchantCode: string, gameId: number): Promise<string> {
      const launch = await launchTokens.sign({ memberId: session.memberId, merchantCode, gameId, freePlay: false, sessionId: session.sessionId });
      if (!launch) throw new AppError('login.not.session');
      return launch;
    },

    async balance(request: Call<Parameters<GameApi['balance']>[0]>) {
      const { body, call } = await signed<Parameters<GameApi['balance']>[0]>(request);
      return api.balance(body, call);
    },

    async debit(request: Call<Parameters<GameApi['debit']>[0]>) {
      const { body, call } = await signed<Parameters<GameApi['debit']>[0]>(request);
      return api.debit(body, call);
    },

    async credit(request: Call<Parameters<GameApi['credit']>[0]>) {
      const { body, call } = await signed<Parameters<GameApi['credit']>[0]>(request);
      return api.credit(body, call);
    },

    async rollback(request: Call<Parameters<GameApi['rollback']>[0]>) {
      const { body, call } = await signed<Parameters<GameApi['rollback']>[0]>(request);
      return api.rollback(body, call);
    },
  };
}

export type InHouseVendor = ReturnType<typeof createInHouseVendor>;
