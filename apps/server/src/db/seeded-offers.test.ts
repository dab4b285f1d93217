import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { FISH_RTP, LUCKY9_RAKE_PERCENT, SLOT_THEMES, type LanguageCode } from '@m/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localize } from '../modules/content/service.ts';
import { createTestDatabase, TEST_SEED, type TestDatabase } from '../test/test-app.ts';
import {
  announcements, depositChannels, games, helpArticles, merchants, promotions, seedSteps, withdrawalSettings, type LocalizedTexts,
} from './schema.ts';
import { applySeedSteps } from './seed.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/**
 * What the merchant's deposit rules pay or charge, its withdrawal limits and the in-house slots' and fishing
 * game's stated returns and the PVP rake (the help centre's game rules): the only figures a seeded text may name.
 */
type PaidFigures = { percents: Set<number>; pesos: Set<number>; multiples: Set<number> };

async function paidFigures(merchantId: number): Promise<PaidFigures> {
  const offers = await database.db.select().from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.kind, 'DEPOSIT_OFFER'), eq(promotions.state, 'ACTIVE')));
  const channels = await database.db.select().from(depositChannels).where(eq(depositChannels.merchantId, merchantId));
  const withdrawals = await database.db.select().from(withdrawalSettings).where(eq(withdrawalSettings.merchantId, merchantId));
  return {
    percents: new Set([
      ...offers.map((offer) => (offer.reward.type === 'PERCENT' ? offer.reward.basisPoints / 100 : 0)), ...channels.map((channel) => channel.feeBasisPoints / 100),
      ...Object.values(SLOT_THEMES).map((theme) => theme.rtp), FISH_RTP, LUCKY9_RAKE_PERCENT,
    ]),
    pesos: new Set([
      ...offers.flatMap((offer) => [offer.perMemberCapMinor / 100, (offer.minDepositMinor ?? 0) / 100]),
      ...channels.map((channel) => channel.minMinor / 100),
      ...withdrawals.flatMap((settings) => [settings.minMinor / 100, settings.maxMinor / 100]),
    ]),
    multiples: new Set(offers.map((offer) => offer.turnoverMultiple)),
  };
}

/** A figure as a language writes it (`20,000`, `20.000`, `20 000`, `93,7`): a separator before three last digits groups, another is the decimal point. */
const figureValue = (written: string) => Number(written.replace(/[.,\s](?=\d{3}(?!\d))/g, '').replace(',', '.'));

/** The figures a text names: percentages, peso amounts and multiples (10×). */
function namedFigures(text: string): PaidFigures {
  const numbers = (pattern: RegExp) => new Set([...text.matchAll(pattern)].map((match) => figureValue(match[1]!)));
  return {
    percents: numbers(/(\d+(?:[.,]\d+)?)\s?%/g),
    pesos: numbers(/₱\s?(\d(?:[\d,.\s]*\d)?)/g),
    multiples: numbers(/(\d+(?:\.\d+)?)\s?[×x](?![a-z])/gi),
  };
}

/** Rewards the product does not pay (no rebate, cashback, jackpot, tournament or referral payout exists). */
const UNPAID_REWARDS = /rebate|cashback|jackpot|tournament|prize pool|free spins?|per friend|every friend|bawat kaibigan/i;

/** Everything a player reads of a row in `language`: title, content and the words drawn into its picture. */
function shownWords(texts: LocalizedTexts, imageUrl: string | null, language: LanguageCode): string {
  const text = localize(texts, language);
  const picture = new URL(text.imageUrl ?? imageUrl ?? '/', 'http://localhost').searchParams;
  return [text.title, text.content.replace(/<[^>]+>/g, ' '), picture.get('t') ?? '', picture.get('s') ?? ''].join('\n');
}

type ShownText = { where: string; words: string };

/** Every seeded text of each merchant in every language the merchant shows. */
async function seededTexts(): Promise<{ merchant: string; figures: PaidFigures; shown: ShownText[] }[]> {
  const all = await database.db.select().from(merchants);
  const result = [];
  for (const merchant of all) {
    const rows = await database.db.select().from(announcements).where(eq(announcements.merchantId, merchant.id));
    const help = await database.db.select().from(helpArticles).where(eq(helpArticles.merchantId, merchant.id));
    const shown: ShownText[] = [];
    for (const language of merchant.languages) {
      for (const row of rows) shown.push({ where: `${row.type} ${row.seedKey ?? row.id} ${language}`, words: shownWords(row.texts, row.imageUrl, language) });
      for (const row of help) shown.push({ where: `help ${row.seedKey ?? row.id} ${language}`, words: shownWords(row.texts, null, language) });
    }
    result.push({ merchant: merchant.code, figures: await paidFigures(merchant.id), shown });
  }
  return result;
}

function untrueFigures(shown: ShownText[], figures: PaidFigures): string[] {
  const untrue: string[] = [];
  for (const { where, words } of shown) {
    const named = namedFigures(words);
    for (const kind of ['percents', 'pesos', 'multiples'] as const) {
      for (const figure of named[kind]) if (!figures[kind].has(figure)) untrue.push(`${where}: ${kind} ${figure}`);
    }
  }
  return untrue;
}

describe('seeded offers tell the truth', () => {
  it('name only the percentages, peso amounts and turnover multiples the deposit rules pay, in every language shown', async () => {
    for (const { merchant, figures, shown } of await seededTexts()) {
      expect(shown.length, merchant).toBeGreaterThan(0);
      expect(untrueFigures(shown, figures), merchant).toEqual([]);
    }
  });

  it('promise no reward the product does not pay', async () => {
    for (const { merchant, shown } of await seededTexts()) {
      expect(shown.filter(({ words }) => UNPAID_REWARDS.test(words)).map(({ where }) => where), merchant).toEqual([]);
    }
  });

  it('name the first-deposit and reload offers as DEMO pays them', async () => {
    const demo = (await seededTexts()).find(({ merchant }) => merchant === 'DEMO');
    const english = demo!.shown.filter(({ where }) => where.endsWith(' EN')).map(({ words }) => words).join('\n');
    expect(english).toContain('20% bonus, up to ₱2,000');
    expect(english).toContain('10×');
    expect(english).toContain('5% bonus, up to ₱500');
  });

  it('say the reload comes at most once in 24 hours, and not in the 24 hours after the first-deposit bonus', async () => {
    const demo = (await seededTexts()).find(({ merchant }) => merchant === 'DEMO');
    const reload = (language: string) => demo!.shown.filter(({ where }) => where === `PR promotion.daily-reload ${language}`).map(({ words }) => words).join('\n');
    expect(reload('EN')).toContain('At most one deposit bonus is paid in 24 hours: none within 24 hours of your last one, the first-deposit bonus included.');
    expect(reload('TY')).toContain('Isang deposit bonus lang ang ibinibigay bawat 24 oras');
    expect(reload('EN')).not.toMatch(/every 24 hours/);
  });
});

describe('seeded game banners', () => {
  it('every banner and tile that opens a game names that game, in its title and in its picture', async () => {
    const rows = await database.db.select().from(announcements).where(eq(announcements.linkType, 'GAME'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [game] = await database.db.select({ name: games.name, vendor: games.vendor, gameCode: games.gameCode })
        .from(games).where(eq(games.id, row.game!.nodeId!));
      expect(game, `${row.seedKey}`).toMatchObject({ vendor: row.game!.vendor, gameCode: row.game!.gameId });
      expect(row.game!.gameName, `${row.seedKey}`).toBe(game!.name);
      for (const [language, text] of Object.entries(row.texts)) {
        expect(text.title, `${row.seedKey} ${language}`).toBe(game!.name);
        expect(new URL(text.imageUrl!, 'http://localhost').searchParams.get('t'), `${row.seedKey} ${language}`).toBe(game!.name);
      }
    }
  });
});

/** The statements of the migration that gave the earlier seed's rows their keys. */
function seedKeyBackfill(): string[] {
  const folder = fileURLToPath(new URL('../../drizzle/', import.meta.url));
  const file = readdirSync(folder).find((name) => name.endsWith('_seeded_content_keys.sql'))!;
  return readFileSync(`${folder}${file}`, 'utf8').split('--> statement-breakpoint').filter((statement) => /^\s*(--.*\n)*\s*UPDATE/.test(statement));
}

describe('the seed step on an existing database', () => {
  it('rewrites the offers an earlier seed wrote, in place, once, and a second run changes nothing', async () => {
    const { db } = database;
    const [demo] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
    const [banner] = await db.select().from(announcements).where(eq(announcements.seedKey, 'home.first-deposit'));
    const earlierTexts: LocalizedTexts = {
      EN: { title: '100% Welcome Bonus', content: '', imageUrl: '/wps/media/content/v1/art/banner.svg?t=100%25+Welcome+Bonus&s=Up+to+%E2%82%B1688&p=0&m=gift' },
    };
    // The database as the earlier seed left it: no seed keys, no steps applied, the old offer.
    await db.update(announcements).set({ texts: earlierTexts, link: '/m/activity' }).where(eq(announcements.id, banner!.id));
    await db.update(announcements).set({ seedKey: null });
    await db.update(helpArticles).set({ seedKey: null });
    await db.delete(seedSteps);
    for (const statement of seedKeyBackfill()) await db.execute(sql.raw(statement));

    expect(await applySeedSteps(db, TEST_SEED)).toContain('offers-tell-the-truth');
    const [rewritten] = await db.select().from(announcements).where(eq(announcements.id, banner!.id));
    expect(rewritten).toMatchObject({ seedKey: 'home.first-deposit', link: '/m/voucherCenter', merchantId: demo!.id });
    expect(rewritten!.texts.EN!.title).toBe('20% First Deposit Bonus');
    expect(rewritten!.texts).toEqual(banner!.texts);

    const before = await db.select().from(announcements);
    expect(await applySeedSteps(db, TEST_SEED)).toEqual([]);
    expect(await db.select().from(announcements)).toEqual(before);
  });
});

describe('the help centre seed step on an existing database', () => {
  it('brings the first seed\'s English and Filipino help articles to every language in place, drops retired ones, once', async () => {
    const { db } = database;
    const [demo] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
    const seeded = await db.select().from(helpArticles).where(eq(helpArticles.merchantId, demo!.id));
    const withdraw = seeded.find((row) => row.seedKey === 'help.withdraw')!;
    // As the first seed left it: English and Filipino only, and an article the help centre no longer has.
    await db.update(helpArticles)
      .set({ texts: { EN: { title: 'How do I withdraw?', content: '<p>Tap Withdraw.</p>' }, TY: { title: 'Paano mag-withdraw?', content: '<p>I-tap.</p>' } } })
      .where(eq(helpArticles.id, withdraw.id));
    await db.insert(helpArticles).values({ merchantId: demo!.id, seedKey: 'help.install', sequence: 9, texts: { EN: { title: 'Install the app', content: '' } } });
    await db.delete(seedSteps).where(eq(seedSteps.name, 'help-centre-in-every-language'));

    expect(await applySeedSteps(db, TEST_SEED)).toEqual(['help-centre-in-every-language']);
    const after = await db.select().from(helpArticles).where(eq(helpArticles.merchantId, demo!.id));
    expect(after.map((row) => row.seedKey).sort()).toEqual(seeded.map((row) => row.seedKey).sort());
    const rewritten = after.find((row) => row.id === withdraw.id)!;
    expect(rewritten.texts).toEqual(withdraw.texts);
    expect(Object.keys(rewritten.texts)).toHaveLength(31);
    expect(await applySeedSteps(db, TEST_SEED)).toEqual([]);
  });
});
