/** Every table of the platform; later modules add their tables files under tables/ and export them here. */
export * from './tables/merchants.ts';
export * from './tables/countries.ts';
export * from './tables/crypto.ts';
export * from './tables/members.ts';
export * from './tables/content.ts';
export * from './tables/ledger.ts';
export * from './tables/games.ts';
export * from './tables/secrets.ts';
export * from './tables/operators.ts';
export * from './tables/deposit.ts';
export * from './tables/payment-gateway-simulator.ts';
export * from './tables/payout.ts';
export * from './tables/withdrawals.ts';
export * from './tables/budgets.ts';
export * from './tables/seed-steps.ts';
export * from './tables/jobs.ts';
export * from './tables/promotions.ts';
