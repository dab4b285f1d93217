import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppDatabase, DatabaseHandle } from './db/client.ts';
import type { NotificationSource } from './db/notifications.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { encryptionEnvelope } from './modules/encryption/envelope.ts';
import { encryptionRoutes } from './modules/encryption/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { gamesRoutes } from './modules/games/routes.ts';
import { gameApiRoutes } from './modules/game-api/routes.ts';
import { gameVendorRoutes } from './modules/game-vendors/routes.ts';
import { fairnessRoutes } from './modules/fairness/routes.ts';
import { lotteryRoutes } from './modules/lottery/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { protectionRoutes } from './modules/protection/routes.ts';
import { teamReportRoutes } from './modules/team-reports/routes.ts';
import type { StreamCaps } from './modules/member-events/repository.ts';
import { memberEventRoutes } from './modules/member-events/routes.ts';
import { operatorRoutes } from './modules/operator/routes.ts';
import { depositRoutes } from './modules/deposit/routes.ts';
import { paymentGatewaySimulatorRoutes } from './modules/payment-gateway-simulator/routes.ts';
import { paymentProviderRoutes } from './modules/payment-provider/routes.ts';
import { withdrawalRoutes } from './modules/withdrawals/routes.ts';
import { liveTableRoutes } from './modules/live-tables/routes.ts';
import { pvpRoutes } from './modules/pvp/routes.ts';
import { jobRunnerTimer } from './modules/jobs/plugin.ts';
import type { WithdrawalReviewOptions } from './modules/withdrawals/jobs.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { memberRoutes } from './modules/member/routes.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { proofOfWorkRoutes } from './modules/proof-of-work/routes.ts';
import { recordsRoutes } from './modules/records/routes.ts';
import { uplineTransferRoutes } from './modules/upline-transfer/routes.ts';
import { teamMembersRoutes } from './modules/team-members/routes.ts';
import { teamBetsRoutes } from './modules/team-bets/routes.ts';
import { fundTransferRoutes } from './modules/fund-transfer/routes.ts';
import { rebateRoutes } from './modules/rebates/routes.ts';
import { vipRoutes } from './modules/vip/routes.ts';
import { sportsbookRoutes } from './modules/sportsbook/routes.ts';
import { agentRebateRoutes } from './modules/agent-rebates/routes.ts';
import { agentContractRoutes } from './modules/agent-contracts/routes.ts';
import { redRainRoutes } from './modules/red-rain/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { avatarRoutes } from './modules/avatars/routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { paymentPasswordRoutes } from './modules/payment-password/routes.ts';
import { bankCardRoutes } from './modules/bank-cards/routes.ts';
import { referralRoutes } from './modules/referrals/routes.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { leaderboardRoutes } from './modules/promotions/leaderboard-routes.ts';
import { inboxRoutes } from './modules/inbox/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { securityRoutes } from './modules/security/routes.ts';
import { DEFAULT_STREAM_CAPS } from './modules/member-events/stream-slots.ts';
import { DEFAULT_PROOF_OF_WORK_MAX_NUMBER } from './modules/proof-of-work/service.ts';
import { siteStatus } from './modules/system/service.ts';
import { firstGameListPage } from './modules/games/first-screen.ts';
import { lazyChildLogger, redactingLogger, type LoggerSettings } from './lib/log-redaction.ts';
import { compression } from './plugins/compression.ts';
import { answerFrameworkError, errorHandler } from './plugins/error-handler.ts';
import { merchantResolution } from './plugins/merchant-resolution.ts';
import { proofOfWorkGuard } from './plugins/proof-of-work-guard.ts';
import { RequestLog } from './plugins/request-log.ts';
import { apiRateLimit, DEFAULT_API_RATE_LIMIT, type ApiRateLimit } from './plugins/rate-limit.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sessionAuth } from './plugins/session-auth.ts';
import { operatorAuth } from './plugins/operator-auth.ts';
import { upstreamProxy } from './plugins/upstream-proxy.ts';
import { webHost } from './plugins/web-host.ts';
import { services, type PaymentGatewaySetting } from './services.ts';
import { agentHomeRoutes } from './modules/agent-home/routes.ts';

export type BuildAppOptions = {
  db: AppDatabase;
  /** `DatabaseHandle.driver`: on PostgreSQL the budgets and stream caps hold over every server process on it. */
  driver: DatabaseHandle['driver'];
  /** The database's LISTEN/NOTIFY (`DatabaseHandle.notifications`): the live balance listens to it. */
  notifications: NotificationSource;
  /** The built web app folder (apps/web/dist). */
  webRoot?: string;
  /** PLATFORM_UPSTREAM: when set, /wps/* is proxied there and no local API route is registered. */
  upstream?: string;
  /** Merchant of pages served on a host name no merchant claims. */
  defaultMerchant: string;
  /** Registers /wps/dev/* (test switches); keep off in production. */
  devEndpoints?: boolean;
  /** The gateway of online deposits; none by default (then only manual transfers are offered). */
  paymentGateway?: PaymentGatewaySetting;
  /** Log level and destination (stdout by default); the redaction of lib/log-redaction always applies. */
  logger?: LoggerSettings;
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** PUBLIC_ORIGIN: the origin of links the server writes (e-mails, payment pages); else the request's own. */
  publicOrigin?: string;
  /** The API-wide budgets on /wps/* (see plugins/rate-limit.ts); 300 a minute per session by default. */
  apiRateLimit?: ApiRateLimit;
  /** Caps on open member event streams per member and per address (see modules/member-events/stream-slots.ts). */
  liveStreamCaps?: StreamCaps;
  /** Difficulty of proof-of-work challenges (PROOF_OF_WORK_MAX_NUMBER); at least MIN_PROOF_OF_WORK_MAX_NUMBER. */
  proofOfWorkMaxNumber?: number;
  /**
   * The job runner (modules/jobs): `tickMs` ticks it on a timer in this process (the server does;
   * tests tick `services.jobs` by hand or turn it on); `now` its clock; `only` the jobs it runs here;
   * `leaseMs` how long a claim holds a run.
   */
  jobRunner?: { tickMs?: number; now?: () => number; only?: readonly string[]; leaseMs?: number };
  /** Settings of the withdrawal review job (its automatic approval's wait, its period). */
  withdrawalReview?: WithdrawalReviewOptions;
};

export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * No route declares a Fastify JSON schema: zod validates what comes in and checks what goes out
 * (lib/endpoint-route.ts). So Fastify's schema compilers (ajv, fast-json-stringify), a fifth of a
 * start's work, are never loaded; a route that declared a schema would fail at start, loudly.
 */
const noJsonSchemaCompilers = (part: string) => () => () => {
  throw new Error(`Fastify ${part} schemas are not used here: validate with the contract's zod schemas (lib/endpoint-route.ts)`);
};

/** The platform API modules, each a plugin registering its contract endpoints. */
async function platformApi(app: FastifyInstance, options: { devEndpoints: boolean }) {
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  // First: its logout hook must see the routes registered after it.
  await app.register(memberEventRoutes);
  await app.register(systemRoutes);
  await app.register(encryptionRoutes);
  await app.register(sessionRoutes);
  await app.register(memberRoutes);
  await app.register(captchaRoutes);
  await app.register(verificationRoutes);
  await app.register(contentRoutes);
  await app.register(gamesRoutes);
  await app.register(gameApiRoutes);
  await app.register(gameVendorRoutes);
  await app.register(fairnessRoutes);
  await app.register(lotteryRoutes);
  await app.register(walletRoutes);
  await app.register(depositRoutes);
  const { paymentGatewaySimulator, paymentProvider } = app.services;
  if (paymentGatewaySimulator) await app.register(paymentGatewaySimulatorRoutes, { simulator: paymentGatewaySimulator });
  if (paymentProvider) await app.register(paymentProviderRoutes, { provider: paymentProvider });
  await app.register(withdrawalRoutes);
  await app.register(proofOfWorkRoutes);
  await app.register(operatorRoutes);
  await app.register(recordsRoutes);
  await app.register(uplineTransferRoutes);
  await app.register(rebateRoutes);
  await app.register(vipRoutes);
  await app.register(agentRebateRoutes);
  await app.register(agentContractRoutes);
  await app.register(redRainRoutes);
  await app.register(paymentPasswordRoutes);
  await app.register(securityRoutes);
  await app.register(bankCardRoutes);
  await app.register(chatRoutes);
  await app.register(referralRoutes);
  await app.register(promotionRoutes);
  await app.register(leaderboardRoutes);
  await app.register(inboxRoutes);
  await app.register(feedbackRoutes);
  await app.register(avatarRoutes);
  await app.register(identityRoutes);
  await app.register(protectionRoutes);
  await app.register(agentHomeRoutes);
  await app.register(teamReportRoutes);
  await app.register(teamMembersRoutes);
  await app.register(teamBetsRoutes);
  await app.register(fundTransferRoutes);
  await app.register(sportsbookRoutes);
  await app.register(liveTableRoutes);
  await app.register(pvpRoutes);
  if (options.devEndpoints) await app.register(devRoutes);
}

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ? redactingLogger(options.logger) : false,
    // One line per answer, none for successful reads below debug (plugins/request-log.ts).
    logController: new RequestLog(),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
    schemaController: { compilersFactory: { buildValidator: noJsonSchemaCompilers('validation'), buildSerializer: noJsonSchemaCompilers('response') } },
  });

  if (options.logger) app.setChildLoggerFactory(lazyChildLogger);
  app.decorate('publicOrigin', options.publicOrigin ?? null);
  app.register(errorHandler);
  app.register(securityHeaders);
  app.register(compression);
  app.register(services, {
    db: options.db,
    driver: options.driver,
    notifications: options.notifications,
    liveStreamCaps: options.liveStreamCaps ?? DEFAULT_STREAM_CAPS,
    proofOfWorkMaxNumber: options.proofOfWorkMaxNumber ?? DEFAULT_PROOF_OF_WORK_MAX_NUMBER,
    paymentGateway: options.paymentGateway,
    jobs: {
      now: options.jobRunner?.now, only: options.jobRunner?.only, leaseMs: options.jobRunner?.leaseMs, withdrawalReview: options.withdrawalReview,
    },
  });
  app.register(apiRateLimit, options.apiRateLimit ?? DEFAULT_API_RATE_LIMIT);
  app.register(merchantResolution);
  app.register(proofOfWorkGuard);
  app.register(sessionAuth);
  app.register(operatorAuth);
  app.register(encryptionEnvelope);
  app.register(webHost, {
    webRoot: options.webRoot,
    defaultMerchant: options.defaultMerchant,
    bootStatus: options.upstream
      ? undefined
      : async (code) => {
          const merchant = await app.services.merchants.findByCode(code);
          return merchant && siteStatus(merchant);
        },
    firstGameList: options.upstream ? undefined : (code, path, params) => firstGameListPage(app.services.gameCatalogue, code, path, params),
  });
  if (options.upstream) app.register(upstreamProxy, { upstream: options.upstream });
  else app.register(platformApi, { devEndpoints: options.devEndpoints ?? false });
  if (!options.upstream && options.jobRunner?.tickMs !== undefined) app.register(jobRunnerTimer, { tickMs: options.jobRunner.tickMs });

  return app;
}
