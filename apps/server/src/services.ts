import { baccaratTableSchema, cockfightTableSchema, toMajorUnits } from '@m/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createChangeFeed } from './db/changes.ts';
import type { AppDatabase, DatabaseHandle } from './db/client.ts';
import { NOTIFY_CHANNELS, type NotificationSource } from './db/notifications.ts';
import { loginPasswordGuards, paymentPasswordGuards } from './db/schema.ts';
import { budgetSweepJob } from './modules/budgets/jobs.ts';
import { createSportsbook, sportsbookGames } from './modules/sportsbook/service.ts';
import { sportsFixturesJob } from './modules/sportsbook/jobs.ts';
import { createBudgetRepository } from './modules/budgets/repository.ts';
import { createSharedBudgets } from './modules/budgets/service.ts';
import { createCaptchaRepository } from './modules/captcha/repository.ts';
import { createCaptchaService } from './modules/captcha/service.ts';
import { createContentRepository } from './modules/content/repository.ts';
import { createContentService } from './modules/content/service.ts';
import { createDevRepository } from './modules/dev/repository.ts';
import { depositExpiryJob } from './modules/deposit/jobs.ts';
import { createDepositLimits } from './modules/deposit/limits.ts';
import { createDepositService } from './modules/deposit/service.ts';
import { noncePurgeJob } from './modules/encryption/jobs.ts';
import { createEncryptionRepository } from './modules/encryption/repository.ts';
import { createEncryptionService } from './modules/encryption/service.ts';
import { createGameCatalogue } from './modules/games/catalogue.ts';
import { createLaunchSessionLookup } from './modules/games/launch-session-repository.ts';
import { createLaunchTokens } from './modules/games/launch-token.ts';
import { createGamesRepository } from './modules/games/repository.ts';
import { createGamePlay } from './modules/games/service.ts';
import { createFishPlay } from './modules/games/fish-play.ts';
import { createSlotPlay } from './modules/games/slot-play.ts';
import { createMemberEventsRepository, type StreamCaps } from './modules/member-events/repository.ts';
import { createChatService } from './modules/chat/service.ts';
import { createGuestChatStreams } from './modules/chat/guest-stream.ts';
import { createMemberEvents, HEARTBEAT_MS } from './modules/member-events/service.ts';
import { liveTableDealJob, liveTablePruneJob } from './modules/live-tables/jobs.ts';
import { createLiveTable } from './modules/live-tables/service.ts';
import { baccaratTable, cockfightArena } from './modules/live-tables/tables.ts';
import { createTableStreams } from './modules/live-tables/table-stream.ts';
import { pvpSeatExpiryJob } from './modules/pvp/jobs.ts';
import { createPvpRoom } from './modules/pvp/service.ts';
import { createLocalStreamSlots, createSharedStreamSlots } from './modules/member-events/stream-slots.ts';
import { createBankCardService } from './modules/bank-cards/service.ts';
import { createTeamReportRepository } from './modules/team-reports/repository.ts';
import { createTeamReports } from './modules/team-reports/service.ts';
import { createMemberRepository } from './modules/member/repository.ts';
import { createMemberService } from './modules/member/service.ts';
import { createMerchantRepository } from './modules/merchant/repository.ts';
import { createMerchantDirectory } from './modules/merchant/service.ts';
import { createOperatorDesk } from './modules/operator/desk.ts';
import { createOperatorLoginFailureRepository, createOperatorRepository } from './modules/operator/repository.ts';
import { createOperatorSessions } from './modules/operator/sessions.ts';
import { createGatewaySimulatorRepository } from './modules/payment-gateway-simulator/repository.ts';
import { createPaymentGatewaySimulator } from './modules/payment-gateway-simulator/service.ts';
import { createPaymentProvider, type PaymentProviderSettings } from './modules/payment-provider/service.ts';
import { createPaymentPasswordRepository } from './modules/payment-password/repository.ts';
import { createPaymentPasswordService } from './modules/payment-password/service.ts';
import { createSecretGuardRepository } from './modules/secret-guard/repository.ts';
import { createSecretGuard } from './modules/secret-guard/service.ts';
import { createSecurityRepository } from './modules/security/repository.ts';
import { createSecurityService } from './modules/security/service.ts';
import { createProofOfWorkRepository } from './modules/proof-of-work/repository.ts';
import { createProofOfWork } from './modules/proof-of-work/service.ts';
import { createRecordsRepository } from './modules/records/repository.ts';
import { createRecords } from './modules/records/service.ts';
import { referralSettleJob } from './modules/referrals/jobs.ts';
import { createReferrals } from './modules/referrals/service.ts';
import { createUplineTransfers } from './modules/upline-transfer/service.ts';
import { createTeamMembersRepository } from './modules/team-members/repository.ts';
import { createTeamMembers } from './modules/team-members/service.ts';
import { createTeamBetsRepository } from './modules/team-bets/repository.ts';
import { createTeamBets } from './modules/team-bets/service.ts';
import { createFundTransfers } from './modules/fund-transfer/service.ts';
import { createRebateService } from './modules/rebates/service.ts';
import { createRebateRepository } from './modules/rebates/repository.ts';
import { createVipService } from './modules/vip/service.ts';
import { vipBonusJob } from './modules/vip/jobs.ts';
import { createAgentContracts } from './modules/agent-contracts/service.ts';
import { agentDailySalaryJob, agentDividendJob, agentHourlySalaryJob } from './modules/agent-contracts/jobs.ts';
import { createLoginGuard, createLoginGuardRepository } from './modules/session/login-guard.ts';
import { createLoginService } from './modules/session/login-service.ts';
import { createMemberSessionRepository } from './modules/session/repository.ts';
import { createMemberSessions } from './modules/session/service.ts';
import { createSignIn } from './modules/session/sign-in.ts';
import { createProtectionService } from './modules/protection/service.ts';
import { createIdentityRepository, createSocialLogin } from './modules/session/social-login.ts';
import { createSigningKeyRepository } from './modules/signing-keys/repository.ts';
import { createSigningKeys } from './modules/signing-keys/service.ts';
import { createFairness } from './modules/fairness/service.ts';
import { createGameApi, vendorKeysOf } from './modules/game-api/service.ts';
import { createGameVendors } from './modules/game-vendors/service.ts';
import { createInHouseVendor } from './modules/game-api/in-house.ts';
import { lotteryDrawJobs, lotteryPruneJob } from './modules/lottery/jobs.ts';
import { createLotteryService } from './modules/lottery/service.ts';
import { createSystemRepository } from './modules/system/repository.ts';
import { createCountryCatalogue } from './modules/system/service.ts';
import { createOutboxNotifier, type Notifier } from './modules/verification/notifier.ts';
import { createVerificationRepository } from './modules/verification/repository.ts';
import { createVerificationService } from './modules/verification/service.ts';
import { createWalletService } from './modules/wallet/service.ts';
import { createLedger } from './modules/ledger/service.ts';
import { createJobRunner } from './modules/jobs/runner.ts';
import { withdrawalReviewJob, type WithdrawalReviewOptions } from './modules/withdrawals/jobs.ts';
import { createWithdrawalService } from './modules/withdrawals/service.ts';
import { redRainSessionsJob } from './modules/red-rain/jobs.ts';
import { createRedRain } from './modules/red-rain/service.ts';
import { createFeedbackService } from './modules/feedback/service.ts';
import { createAvatarService } from './modules/avatars/service.ts';
import { createIdentityService } from './modules/identity/service.ts';
import { promotionPeriodCloseJob } from './modules/promotions/jobs.ts';
import { createPromotionService } from './modules/promotions/service.ts';
import { createInboxService } from './modules/inbox/service.ts';
import { createLeaderboard } from './modules/promotions/leaderboard.ts';
import { leaderboardCloseJob } from './modules/promotions/leaderboard-job.ts';
import { createAgentHomeService } from './modules/agent-home/service.ts';
import { agentRebateJob } from './modules/agent-rebates/jobs.ts';
import { createAgentRebates } from './modules/agent-rebates/service.ts';
import { serverSentEvent } from './lib/server-sent-events.ts';

/**
 * The gateway of online deposits: the simulator (demos and tests, never production: it pays without
 * money) or a real provider. Without one only manual transfers are offered.
 */
export type PaymentGatewaySetting = { kind: 'simulator' } | ({ kind: 'provider' } & PaymentProviderSettings);

/**
 * The scheduled work: the job runner's clock, the jobs it runs in this process (all by default)
 * and its claims' lease (see modules/jobs/runner.ts), and the settings of the withdrawal review job.
 */
export type JobSettings = {
  now?: () => number;
  only?: readonly string[];
  leaseMs?: number;
  withdrawalReview?: WithdrawalReviewOptions;
};

/** The automatic approval's wait when no setting is given (the server's WITHDRAW_AUTO_APPROVE_DELAY_MS default). */
const DEFAULT_AUTO_APPROVE_DELAY_MS = 30_000;

/**
 * The composition root: every repository and service of the platform, built once per app.
 * Plugins and routes reach them as `app.services`; they never construct one. A service that
 * needs another domain gets that domain's service here.
 */
/**
 * `driver`: on PostgreSQL, which several server processes may share, the call budgets and the
 * stream caps are counted in the database; PGlite is one process's database, so they are counted in
 * memory, with no query per call;
 * `proofOfWorkMaxNumber`: the difficulty of proof-of-work challenges (see modules/proof-of-work);
 * `live`: the database's LISTEN/NOTIFY, which the live balance listens to, where its faults are logged,
 * and its caps on open streams;
 * `paymentGateway`: see `PaymentGatewaySetting`;
 * `jobSettings`: see `JobSettings`. Every scheduled job of the platform is registered here.
 */
export function createServices(
  db: AppDatabase,
  driver: DatabaseHandle['driver'],
  notifier: Notifier,
  proofOfWorkMaxNumber: number,
  live: { notifications: NotificationSource; log: FastifyBaseLogger; streamCaps: StreamCaps },
  paymentGateway: PaymentGatewaySetting | undefined,
  jobSettings: JobSettings = {},
) {
  const changes = createChangeFeed(db, live.notifications);
  const memberRepository = createMemberRepository(db);
  const captchas = createCaptchaService(createCaptchaRepository(db));
  const verification = createVerificationService(createVerificationRepository(db), notifier);
  const sessions = createMemberSessions(createMemberSessionRepository(db), Date.now, changes);
  const loginPasswordGuard = createSecretGuard(createSecretGuardRepository(db, loginPasswordGuards));
  const protection = createProtectionService({ db, members: memberRepository, passwordGuard: loginPasswordGuard, sessions });
  const signIn = createSignIn(memberRepository, sessions, protection.admit);
  const loginGuard = createLoginGuard(createLoginGuardRepository(db));
  const ledger = createLedger(db);
  const wallet = createWalletService(ledger, changes);
  const gamesRepository = createGamesRepository(db);
  const signingKeys = createSigningKeys(createSigningKeyRepository(db));
  const merchants = createMerchantDirectory(createMerchantRepository(db), changes);
  const operatorRepository = createOperatorRepository(db);
  const paymentGatewaySimulator = paymentGateway?.kind === 'simulator'
    ? createPaymentGatewaySimulator({ repository: createGatewaySimulatorRepository(db), key: signingKeys.source('payment-gateway-simulator') })
    : null;
  const paymentProvider = paymentGateway?.kind === 'provider' ? createPaymentProvider(paymentGateway) : null;
  const depositLimits = createDepositLimits(db, () => Date.now());
  const paymentPassword = createPaymentPasswordService({
    repository: createPaymentPasswordRepository(db), guard: createSecretGuard(createSecretGuardRepository(db, paymentPasswordGuards)), verification,
  });
  const bankCards = createBankCardService({ db, paymentPassword });
  const identity = createIdentityService({ db });
  const vip = createVipService({ db, rebateRates: createRebateRepository(db).rateRowsOf });
  // A promotion after a bet or a deposit is its own step: a failure is logged (the next one catches up), never the bet's or the deposit's.
  const promoteVip = (memberId: number) => vip.promote(memberId).then(() => undefined, (error: unknown) => live.log.error({ err: error, memberId }, 'VIP promotion'));
  const withdrawals = createWithdrawalService({ db, bankCards, paymentPassword, withdrawable: ledger.withdrawable, identity, withdrawAllowance: vip.withdrawAllowance });
  const referrals = createReferrals({ db });
  const avatars = createAvatarService({ db });
  const promotions = createPromotionService({ db, walletBalanceMinor: ledger.walletBalanceMinor });
  const deposits = createDepositService({
    db, limits: depositLimits, gateway: paymentGatewaySimulator?.gateway ?? paymentProvider?.gateway ?? null, bonuses: promotions,
    // The referral reward's own check; a failure is the job's to catch up, never the deposit's.
    onCredited: async (memberId) => {
      await referrals.settleInvitee(memberId).then(() => undefined, (error: unknown) => live.log.error({ err: error, memberId }, 'referral check after a deposit'));
      await promoteVip(memberId);
    },
  });
  const shared = driver === 'postgres';
  const memberEventsRepository = createMemberEventsRepository(db);
  const chat = createChatService({ db });
  const sharedBudgets = shared ? createSharedBudgets(createBudgetRepository(db)) : null;

  const launchTokens = createLaunchTokens(signingKeys.source('launch-token'), createLaunchSessionLookup(db, changes));
  const fairness = createFairness(db);
  const inHouseVendorKey = signingKeys.source('game-vendor-inhouse');
  const gameVendors = createGameVendors({ db, feed: changes });
  const gameApi = createGameApi({
    db, launchTokens, onSettled: promoteVip,
    vendorKeys: vendorKeysOf(inHouseVendorKey, gameVendors.keysOf),
    vendorOfGame: async (gameId) => (await gamesRepository.findGame(gameId))?.vendor ?? null,
  });
  const inHouseVendor = createInHouseVendor({ api: gameApi, key: inHouseVendorKey, launchTokens });
  /**
   * The in-house vendor on another handle: a job run's transaction (the lottery's draw and the live table's deal credit their
   * winners on it), its key read on it too, so nothing waits for a connection the run holds (PGlite has one).
   */
  const inHouseVendorOn = (handle: AppDatabase) => {
    if (handle === db) return inHouseVendor;
    const key = createSigningKeys(createSigningKeyRepository(handle)).source('game-vendor-inhouse');
    const api = createGameApi({ db: handle, launchTokens, vendorKeys: vendorKeysOf(key), vendorOfGame: async () => null });
    return createInHouseVendor({ api, key, launchTokens });
  };
  const lottery = createLotteryService({ db, fairness, vendorOn: inHouseVendorOn, now: jobSettings.now });
  const liveTableOptions = { db, fairness, vendor: inHouseVendor, vendorIn: inHouseVendorOn, now: jobSettings.now };
  const liveTables = {
    baccarat: createLiveTable(baccaratTable(async (gameId) => {
      const game = await gamesRepository.findGame(gameId);
      return game?.gameCategory === 'LIVE' && game.subType === 'BACCARAT';
    }), liveTableOptions),
    cockfight: createLiveTable(cockfightArena(async (gameId) => (await gamesRepository.findGame(gameId))?.gameCategory === 'COCKFIGHT'), liveTableOptions),
  };
  const pvpRoom = createPvpRoom({
    db, fairness, vendor: inHouseVendor, vendorIn: inHouseVendorOn, now: jobSettings.now,
    pvpGameName: async (gameId) => {
      const game = await gamesRepository.findGame(gameId);
      return game?.gameCategory === 'PVP' ? game.name : null;
    },
  });

  const jobs = createJobRunner({ db, now: jobSettings.now, only: jobSettings.only, leaseMs: jobSettings.leaseMs, log: live.log });
  jobs.register(depositExpiryJob(deposits));
  jobs.register(withdrawalReviewJob(withdrawals, jobSettings.withdrawalReview ?? { autoApproveDelayMs: DEFAULT_AUTO_APPROVE_DELAY_MS }));
  jobs.register(noncePurgeJob());
  jobs.register(referralSettleJob(referrals));
  if (sharedBudgets) jobs.register(budgetSweepJob());
  const redRain = createRedRain({ db });
  jobs.register(redRainSessionsJob(redRain));
  jobs.register(promotionPeriodCloseJob(promotions));
  const leaderboard = createLeaderboard({ db });
  const inbox = createInboxService({ db, members: memberRepository });
  jobs.register(leaderboardCloseJob(leaderboard));
  jobs.register(vipBonusJob(vip));
  const memberService = createMemberService({
    members: memberRepository, referrals, avatars, passwordGuard: loginPasswordGuard, sessions, signIn, captchas, verification, notifier,
  });
  const agentRebates = createAgentRebates({ db, members: memberService });
  jobs.register(agentRebateJob(agentRebates));
  const agentContracts = createAgentContracts({ db, now: jobSettings.now });
  jobs.register(agentDailySalaryJob(agentContracts));
  jobs.register(agentDividendJob(agentContracts));
  jobs.register(agentHourlySalaryJob(agentContracts));
  for (const job of lotteryDrawJobs(lottery)) jobs.register(job);
  jobs.register(lotteryPruneJob(lottery));
  jobs.register(sportsFixturesJob(jobSettings.now));
  for (const table of Object.values(liveTables)) {
    jobs.register(liveTableDealJob(table));
    jobs.register(liveTablePruneJob(table));
  }
  jobs.register(pvpSeatExpiryJob(pvpRoom));

  return {
    /** What the in-memory caches hear of changes (started when the app is ready). */
    changes,
    /** The rate limit's budgets in the database; null where they are counted in memory. */
    sharedBudgets,
    /** The one job runner: scheduled work, one run per job and period (modules/jobs). */
    jobs,
    merchants,
    encryption: createEncryptionService(createEncryptionRepository(db)),
    countries: createCountryCatalogue(createSystemRepository(db), changes),
    captchas,
    verification,
    sessions,
    loginGuard,
    logins: createLoginService({ members: memberRepository, guard: loginGuard, captchas, verification, signIn, grantTrialPlayMoney: ledger.grantTrialPlayMoney }),
    socialLogin: createSocialLogin({ identities: createIdentityRepository(db), members: memberRepository, signIn }),
    members: memberService,
    security: createSecurityService({ repository: createSecurityRepository(db), verification, sessions, passwordGuard: loginPasswordGuard, notifier }),
    ledger,
    wallet,
    memberEvents: createMemberEvents({
      notifications: live.notifications,
      repository: memberEventsRepository,
      slots: shared
        ? createSharedStreamSlots(memberEventsRepository, { caps: live.streamCaps, liveMs: 2 * HEARTBEAT_MS })
        : createLocalStreamSlots(live.streamCaps),
      topics: [
        {
          event: 'balance',
          // Bets are what bring a mission to its target: a balance change reads the claimable count too.
          channels: [NOTIFY_CHANNELS.balanceChanged, NOTIFY_CHANNELS.rewardsChanged],
          // Read afresh: it runs on the notification the wallet's kept balance also waits for.
          read: async (memberId) => {
            const [balanceMinor, unclaimed] = await Promise.all([ledger.walletBalanceMinor(memberId), promotions.unclaimedCount(memberId)]);
            return { sumBalance: toMajorUnits(balanceMinor), unclaimed };
          },
        },
        { event: 'unread', channels: [NOTIFY_CHANNELS.inboxChanged], read: (memberId) => inbox.unreadCount(memberId) },
        { event: 'chat', channels: [NOTIFY_CHANNELS.memberChatChanged], read: (memberId) => chat.memberEvent(memberId) },
        { event: 'pvp', channels: [NOTIFY_CHANNELS.pvpSeatChanged], read: (memberId) => pvpRoom.seatEvent(memberId) },
      ],
      onError: (error) => live.log.error({ err: error }, 'member events'),
    }),
    chat,
    /** A guest's live chat events (a member's come on the member event stream); streams capped per chat and address in this process. */
    guestChatStreams: createGuestChatStreams({
      notifications: live.notifications, slots: createLocalStreamSlots(live.streamCaps), read: (chatId) => chat.chatEvent(chatId),
      heartbeatMs: HEARTBEAT_MS, onError: (error) => live.log.error({ err: error }, 'guest chat events'),
    }),
    paymentPassword,
    bankCards,
    withdrawals,
    /** One catalogue (and one cache of its pages) for the game endpoints and for the pages that carry their first list. */
    gameCatalogue: createGameCatalogue(gamesRepository, { feed: changes, lotteryBoards: lottery }),
    gamePlay: createGamePlay(gamesRepository, launchTokens, changes),
    slotPlay: createSlotPlay(db, fairness, inHouseVendor),
    fishPlay: createFishPlay(db, fairness, inHouseVendor),
    fairness,
    gameApi,
    /** Outside vendors' game-API keys, issued, rotated and revoked by operators (modules/game-vendors). */
    gameVendors,
    inHouseVendor,
    /** The lottery: issues, orders, cancels and the draws' settlement (modules/lottery). */
    lottery,
    /** The PVP room: heads-up Lucky 9 duels between members (modules/pvp). */
    pvpRoom,
    /** The live tables, baccarat and the cockfight arena (modules/live-tables), and their shared streams. */
    liveTables,
    liveTableStreams: createTableStreams({
      notifications: live.notifications,
      slots: createLocalStreamSlots(live.streamCaps),
      tables: {
        [liveTables.baccarat.code]: async () => serverSentEvent('table', baccaratTableSchema, await liveTables.baccarat.table()),
        [liveTables.cockfight.code]: async () => serverSentEvent('table', cockfightTableSchema, await liveTables.cockfight.table()),
      },
      heartbeatMs: HEARTBEAT_MS, onError: (error) => live.log.error({ err: error }, 'live table events'),
    }),
    content: createContentService(createContentRepository(db), { isFirstSession: sessions.isFirstSession, firstDepositOpen: deposits.firstDepositOpen }),
    records: createRecords(createRecordsRepository(db)),
    referrals,
    redRain,
    uplineTransfers: createUplineTransfers({ db, members: memberRepository, paymentPassword, walletBalanceMinor: ledger.walletBalanceMinor }),
    rebates: createRebateService({ db, walletBalanceMinor: ledger.walletBalanceMinor }),
    vip,
    agentRebates,
    /** Agents' salary, dividend and hourly salary contracts and their settlement (modules/agent-contracts). */
    agentContracts,
    proofOfWork: createProofOfWork({ repository: createProofOfWorkRepository(db), key: signingKeys.source('proof-of-work'), maxNumber: proofOfWorkMaxNumber }),
    dev: createDevRepository(db),
    operatorSessions: createOperatorSessions(operatorRepository, createLoginGuard(createOperatorLoginFailureRepository(db))),
    operatorDesk: createOperatorDesk({ db, repository: operatorRepository, merchants, members: memberRepository, deposits, withdrawals, jobs }),
    depositLimits,
    /** Reality check, time-out and self-exclusion (modules/protection). */
    protection,
    deposits,
    promotions,
    leaderboard,
    inbox,
    feedback: createFeedbackService({ db }),
    avatars,
    identity,
    paymentGatewaySimulator,
    paymentProvider,
    agentHome: createAgentHomeService({ db }),
    teamReports: createTeamReports(createTeamReportRepository(db)),
    teamMembers: createTeamMembers({ db, repository: createTeamMembersRepository(db) }),
    teamBets: createTeamBets({ db, repository: createTeamBetsRepository(db) }),
    fundTransfers: createFundTransfers({ db, members: memberRepository, paymentPassword }),
    /** The sportsbook: matches, bets staked and paid through the in-house vendor of the game API, operators' results (modules/sportsbook). */
    sportsbook: createSportsbook({ db, vendor: inHouseVendor, gameOf: sportsbookGames(db) }),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Decorates the app with its services, built on the app's database; messages go to the outbox. */
export const services = fp(
  async (
    app: FastifyInstance,
    options: {
      db: AppDatabase; driver: DatabaseHandle['driver']; proofOfWorkMaxNumber: number; notifications: NotificationSource; liveStreamCaps: StreamCaps;
      paymentGateway: PaymentGatewaySetting | undefined; jobs?: JobSettings;
    },
  ) => {
    const live = { notifications: options.notifications, log: app.log, streamCaps: options.liveStreamCaps };
    const notifier = createOutboxNotifier(options.db, app.log);
    const built = createServices(options.db, options.driver, notifier, options.proofOfWorkMaxNumber, live, options.paymentGateway, options.jobs);
    app.decorate('services', built);
    app.addHook('onReady', () => built.changes.start());
    // A tick under way (by the timer or by hand) ends before the database does.
    app.addHook('onClose', async () => {
      await built.jobs.stop();
      await built.changes.stop();
    });
  },
  { name: 'services' },
);
