import type { z } from 'zod';
import type { EndpointDefinition } from './endpoints/define.ts';
import { contentEndpoints } from './endpoints/content.ts';
import { sessionEndpoints } from './endpoints/session.ts';
import { memberEndpoints } from './endpoints/member.ts';
import { verificationEndpoints } from './endpoints/verification.ts';
import { systemEndpoints } from './endpoints/system.ts';
import { gamesEndpoints } from './endpoints/games.ts';
import { walletEndpoints } from './endpoints/wallet.ts';
import { withdrawalEndpoints } from './endpoints/withdrawal.ts';
import { proofOfWorkEndpoints } from './endpoints/proof-of-work.ts';
import { operatorEndpoints } from './endpoints/operator.ts';
import { depositEndpoints } from './endpoints/deposit.ts';
import { recordsEndpoints } from './endpoints/records.ts';
import { payoutEndpoints } from './endpoints/payout.ts';
import { operatorRebateEndpoints, rebateEndpoints } from './endpoints/rebates.ts';
import { operatorReferralEndpoints, referralEndpoints } from './endpoints/referrals.ts';
import { operatorRedRainEndpoints, redRainEndpoints } from './endpoints/red-rain.ts';
import { operatorPromotionEndpoints, promotionEndpoints } from './endpoints/promotions.ts';
import { leaderboardEndpoints, operatorLeaderboardEndpoints } from './endpoints/leaderboard.ts';
import { inboxEndpoints, operatorInboxEndpoints } from './endpoints/inbox.ts';
import { feedbackEndpoints, operatorFeedbackEndpoints } from './endpoints/feedback.ts';
import { fairnessEndpoints, gameApiEndpoints } from './endpoints/game-api.ts';
import { operatorGameVendorEndpoints } from './endpoints/game-vendors.ts';
import { chatEndpoints, operatorChatEndpoints } from './endpoints/chat.ts';
import { avatarEndpoints } from './endpoints/avatar.ts';
import { identityEndpoints, operatorIdentityEndpoints } from './endpoints/identity.ts';
import { securityEndpoints } from './endpoints/security.ts';
import { operatorProtectionEndpoints, protectionEndpoints } from './endpoints/protection.ts';
import { operatorVipEndpoints, vipEndpoints } from './endpoints/vip.ts';
import { agentHomeEndpoints } from './endpoints/agent-home.ts';
import { agentRebateEndpoints, operatorAgentRebateEndpoints } from './endpoints/agent-rebates.ts';
import { teamReportEndpoints } from './endpoints/team-reports.ts';
import { agentContractEndpoints } from './endpoints/agent-contracts.ts';
import { teamEndpoints } from './endpoints/team.ts';
import { lotteryEndpoints } from './endpoints/lottery.ts';
import { operatorSportsbookEndpoints, sportsbookEndpoints } from './endpoints/sportsbook.ts';
import { liveTableEndpoints } from './endpoints/live-tables.ts';
import { pvpEndpoints } from './endpoints/pvp.ts';

export { defineEndpoint, noQuery, type EndpointDefinition, type HttpMethod } from './endpoints/define.ts';

/** Every call of the platform that the product makes, by name; one file per domain under endpoints/. */
export const endpoints = {
  ...systemEndpoints,
  ...sessionEndpoints,
  ...memberEndpoints,
  ...verificationEndpoints,
  ...gamesEndpoints,
  ...walletEndpoints,
  ...withdrawalEndpoints,
  ...contentEndpoints,
  ...proofOfWorkEndpoints,
  ...operatorEndpoints,
  ...depositEndpoints,
  ...recordsEndpoints,
  ...payoutEndpoints,
  ...rebateEndpoints,
  ...referralEndpoints,
  ...redRainEndpoints,
  ...promotionEndpoints,
  ...operatorPromotionEndpoints,
  ...leaderboardEndpoints,
  ...operatorLeaderboardEndpoints,
  ...operatorRebateEndpoints,
  ...operatorReferralEndpoints,
  ...operatorRedRainEndpoints,
  ...inboxEndpoints,
  ...operatorInboxEndpoints,
  ...feedbackEndpoints,
  ...gameApiEndpoints,
  ...fairnessEndpoints,
  ...operatorGameVendorEndpoints,
  ...operatorFeedbackEndpoints,
  ...chatEndpoints,
  ...operatorChatEndpoints,
  ...avatarEndpoints,
  ...identityEndpoints,
  ...operatorIdentityEndpoints,
  ...securityEndpoints,
  ...protectionEndpoints,
  ...operatorProtectionEndpoints,
  ...vipEndpoints,
  ...operatorVipEndpoints,
  ...agentHomeEndpoints,
  ...agentRebateEndpoints,
  ...operatorAgentRebateEndpoints,
  ...teamReportEndpoints,
  ...agentContractEndpoints,
  ...teamEndpoints,
  ...lotteryEndpoints,
  ...sportsbookEndpoints,
  ...operatorSportsbookEndpoints,
  ...liveTableEndpoints,
  ...pvpEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;
export type EndpointQuery<N extends EndpointName> = (typeof endpoints)[N] extends { query: infer Q extends z.ZodType }
  ? z.infer<Q>
  : never;
/** What a client sends: the body before the contract's transforms (an amount is still its decimal string). */
export type EndpointBody<N extends EndpointName> = (typeof endpoints)[N] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never;
