import type { DepositChannel, DepositPromotionCode, ReceivingAccount } from '@m/contract';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { depositChannels, depositProviders, merchants } from '../schema.ts';

type ProviderSeed = { code: string; name: string; type: 'EWALLET' | 'BANK'; account?: ReceivingAccount };
type ChannelSeed = {
  channel: DepositChannel;
  minMinor: number;
  maxMinor: number;
  presetsMinor: number[];
  feeBasisPoints?: number;
  feeFixedMinor?: number;
  expiryMinutes: number | null;
  providers: ProviderSeed[];
};
type PromotionSeed = {
  code: DepositPromotionCode; percentBasisPoints: number; maxBonusMinor: number; minDepositMinor: number; turnoverMultiplier: number;
};

const GCASH: ProviderSeed = { code: 'GCASH', name: 'GCash', type: 'EWALLET' };
const MAYA: ProviderSeed = { code: 'MAYA', name: 'Maya', type: 'EWALLET' };
const GRABPAY: ProviderSeed = { code: 'GRABPAY', name: 'GrabPay', type: 'EWALLET' };
const ACCOUNT_NAME = 'M Demo Gaming Inc.';

/** The DEMO merchant's channels (pesos): online gateway, QR Ph, e-wallet app hand-off and manual transfer. */
export const DEMO_DEPOSIT_CHANNELS: readonly ChannelSeed[] = [
  {
    channel: 'pg', minMinor: 100_00, maxMinor: 50_000_00, presetsMinor: [100_00, 300_00, 500_00, 1_000_00, 3_000_00, 5_000_00],
    expiryMinutes: 30,
    providers: [
      GCASH, MAYA, GRABPAY,
      { code: 'BDO', name: 'BDO Unibank', type: 'BANK' },
      { code: 'BPI', name: 'BPI', type: 'BANK' },
      { code: 'UNIONBANK', name: 'UnionBank', type: 'BANK' },
    ],
  },
  {
    channel: 'qr', minMinor: 100_00, maxMinor: 20_000_00, presetsMinor: [100_00, 200_00, 500_00, 1_000_00, 2_000_00],
    expiryMinutes: 15,
    providers: [{ code: 'QRPH', name: 'QR Ph', type: 'EWALLET' }, GCASH, MAYA],
  },
  {
    channel: 'ma', minMinor: 100_00, maxMinor: 30_000_00, presetsMinor: [100_00, 500_00, 1_000_00, 5_000_00],
    feeBasisPoints: 100, expiryMinutes: 15,
    providers: [GCASH, MAYA, GRABPAY],
  },
  {
    channel: 'mt', minMinor: 500_00, maxMinor: 100_000_00, presetsMinor: [500_00, 1_000_00, 5_000_00, 10_000_00],
    expiryMinutes: null,
    providers: [
      { code: 'BDO', name: 'BDO Unibank', type: 'BANK', account: { bankName: 'BDO Unibank', accountName: ACCOUNT_NAME, accountNumber: '0012 3456 7890' } },
      { code: 'BPI', name: 'BPI', type: 'BANK', account: { bankName: 'BPI', accountName: ACCOUNT_NAME, accountNumber: '1234 5678 90' } },
      { code: 'GCASH', name: 'GCash', type: 'EWALLET', account: { bankName: 'GCash', accountName: ACCOUNT_NAME, accountNumber: '0917 555 0100' } },
    ],
  },
];

/** The terms of the tab bar's +20 % first deposit (up to ₱2,000, 10× turnover) and a 5 % reload once a day: the promotions seed (promotions.ts) makes them deposit offers of the engine. */
export const DEMO_DEPOSIT_PROMOTIONS: readonly PromotionSeed[] = [
  { code: 'FIRST_DEPOSIT', percentBasisPoints: 2000, maxBonusMinor: 2_000_00, minDepositMinor: 100_00, turnoverMultiplier: 10 },
  { code: 'RELOAD', percentBasisPoints: 500, maxBonusMinor: 500_00, minDepositMinor: 500_00, turnoverMultiplier: 5 },
];

/** Merchants that take deposits (ALT has the DEPOSIT flag off and none). */
const SEEDED_MERCHANTS = ['DEMO'];

export async function seedDepositChannels(db: AppDatabase): Promise<void> {
  for (const code of SEEDED_MERCHANTS) {
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
    if (!merchant) continue;
    for (const [sortOrder, { providers, ...channel }] of DEMO_DEPOSIT_CHANNELS.entries()) {
      const [row] = await db.insert(depositChannels).values({ ...channel, merchantId: merchant.id, sortOrder }).returning({ id: depositChannels.id });
      await db.insert(depositProviders).values(providers.map((provider, index) => ({
        ...provider, account: provider.account ?? null, channelId: row!.id, sortOrder: index,
      })));
    }
  }
}
