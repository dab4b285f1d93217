import { createHash } from 'node:crypto';
import { LANGUAGE_CODES, envelopeSchema, userAgreementSchema, type LanguageCode } from '@m/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchantDocuments, merchants, seedSteps, type LocalizedTexts } from '../../db/schema.ts';
import { applySeedSteps } from '../../db/seed.ts';
import { DEMO_DEPOSIT_PROMOTIONS } from '../../db/seed-data/deposit-channels.ts';
import { firstEditionTexts, pesosIn, percentIn, userAgreementTexts } from '../../db/seed-data/user-agreement.ts';
import { WITHDRAWAL_SETTINGS } from '../../db/seed-data/withdrawals.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

async function agreement(merchant: string, language?: string) {
  const response = await ctx.app.inject({
    method: 'GET', url: '/wps/system/userAgreement', headers: { merchant, ...(language ? { language } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeSchema(userAgreementSchema).parse(response.json()).value!;
}

const headings = (html: string) => [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((match) => match[1]);
/** The words a reader sees, without the markup. */
const prose = (html: string) => html.replace(/<[^>]+>/g, ' ');
/** The numbers of a text with their group separators taken out (`2,000`, `2 000`, `2.000` → `2000`). */
const numbersOf = (text: string) => new Set(
  [...text.replace(/(\d)[,.\s\u00a0\u202f\u066c](?=\d{3}(?!\d))/g, '$1').matchAll(/\d+/g)].map((match) => Number(match[0])),
);

const firstDeposit = DEMO_DEPOSIT_PROMOTIONS.find((promotion) => promotion.code === 'FIRST_DEPOSIT')!;
const reload = DEMO_DEPOSIT_PROMOTIONS.find((promotion) => promotion.code === 'RELOAD')!;
const withdrawalsOf = (merchant: string) => WITHDRAWAL_SETTINGS.find((settings) => settings.merchantCode === merchant)!;
const factsOf = (merchant: 'DEMO' | 'ALT') => {
  const { minMinor, maxMinor, dailyCount } = withdrawalsOf(merchant);
  return { deposits: merchant === 'DEMO', withdrawals: { minMinor, maxMinor, dailyCount } };
};

describe('GET /wps/system/userAgreement', () => {
  it("serves DEMO's agreement in its default language, Filipino, and in English: terms, privacy and responsible gaming in sections", async () => {
    const filipino = await agreement('DEMO');
    expect(filipino).toMatchObject({ title: 'Kasunduan ng user', language: 'TY' });
    expect(headings(filipino.content)).toContain('Responsableng paglalaro');
    const english = await agreement('DEMO', 'EN');
    expect(english).toMatchObject({ title: 'User agreement', language: 'EN' });
    expect(headings(english.content)).toEqual([
      'Who may play', 'Your account', 'Deposits', 'Bonuses', 'Withdrawals', 'Fair play', 'Privacy', 'Responsible gaming', 'Changes and contact',
    ]);
    expect(headings(filipino.content)).toHaveLength(9);
    expect(english.content).toContain('18 or older');
    expect(english.content).toContain('20% of your first deposit of ₱100 or more, up to ₱2,000');
    expect(english.content).toContain('5% of a deposit of ₱500 or more, up to ₱500. At most one deposit bonus is paid in 24 hours: none within 24 hours of your last one, the first-deposit bonus included.');
    expect(english.content).toContain('10× (first deposit) or 5× (reload) the deposit plus the bonus');
    expect(english.content).toContain('that bonus and the deposit that earned it cannot be withdrawn or transferred from your wallet; your other deposits and your winnings can');
    expect(english.content).toContain('between ₱100 and ₱50,000, at most 5 in 24 hours');
    expect(english.content).toContain('1553');
    expect(english.content).toContain('contact Customer service');
  });

  it('says nothing of deposits or bonuses for a merchant that takes no deposits (ALT), in any language', async () => {
    const english = await agreement('ALT', 'EN');
    expect(headings(english.content)).not.toContain('Deposits');
    expect(english.content).not.toMatch(/bonus|₱2,000/i);
    expect(english.content).toContain('₱20,000, at most 3 in 24 hours');
    const arabic = await agreement('ALT', 'AR');
    expect(arabic).toMatchObject({ title: 'اتفاقية المستخدم', language: 'AR' });
    expect(headings(arabic.content)).toHaveLength(7);
    expect(arabic.content).not.toContain('المكافآت');
  });

  describe.each(['DEMO', 'ALT'] as const)('in each of the 31 languages, for %s', (merchant) => {
    it.each(LANGUAGE_CODES.filter((language) => language !== 'EN'))('answers %s in its own words, with the same facts', async (language: LanguageCode) => {
      const english = await agreement(merchant, 'EN');
      const text = await agreement(merchant, language);
      expect(text.language).toBe(language);
      // Its own text: a title and sections of its own, none of the English sentences.
      expect(text.title).not.toBe(english.title);
      expect(headings(text.content)).toHaveLength(headings(english.content).length);
      expect(headings(text.content).filter((heading) => headings(english.content).includes(heading)).length).toBeLessThanOrEqual(1);
      for (const sentence of ['You must be 18 or older', 'Keep your login password', 'Game results are random', 'Play for fun']) {
        expect(text.content).not.toContain(sentence);
      }
      // The facts, as this language writes them: the withdrawal range and count.
      const { minMinor, maxMinor, dailyCount } = withdrawalsOf(merchant);
      const numbers = numbersOf(prose(text.content));
      expect(text.content).toContain(pesosIn(language, minMinor));
      expect(text.content).toContain(pesosIn(language, maxMinor));
      for (const figure of [minMinor / 100, maxMinor / 100, dailyCount, 18, 24, 1553]) expect(numbers, `${figure}`).toContain(figure);
      if (merchant === 'DEMO') {
        for (const promotion of [firstDeposit, reload]) {
          expect(text.content).toContain(percentIn(language, promotion.percentBasisPoints));
          expect(text.content).toContain(pesosIn(language, promotion.minDepositMinor));
          expect(text.content).toContain(pesosIn(language, promotion.maxBonusMinor));
          expect(text.content).toContain(`${promotion.turnoverMultiplier}×`);
          for (const figure of [promotion.percentBasisPoints / 100, promotion.minDepositMinor / 100, promotion.maxBonusMinor / 100]) {
            expect(numbers, `${figure}`).toContain(figure);
          }
        }
      } else {
        expect(text.content).not.toContain('×');
        expect(text.content).not.toContain(pesosIn(language, firstDeposit.maxBonusMinor));
      }
    });
  });

  it("serves the operator's edited text, sanitised", async () => {
    const [alt] = await ctx.database.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'ALT'));
    await ctx.database.db.update(merchantDocuments).set({
      texts: { EN: { title: 'Terms', content: '<h2>Rules</h2><p onclick="x()">Play fair.</p><script>alert(1)</script>' } },
    }).where(eq(merchantDocuments.merchantId, alt!.id));
    expect(await agreement('ALT', 'EN')).toEqual({ title: 'Terms', content: '<h2>Rules</h2><p>Play fair.</p>', language: 'EN' });
  });
});

describe('the user agreement on a database seeded before it had every language', () => {
  const documentOf = async (merchant: string) => {
    const [row] = await ctx.database.db.select({ texts: merchantDocuments.texts }).from(merchantDocuments)
      .innerJoin(merchants, eq(merchants.id, merchantDocuments.merchantId))
      .where(and(eq(merchants.code, merchant), eq(merchantDocuments.kind, 'USER_AGREEMENT')));
    return row!.texts;
  };
  const store = async (merchant: string, texts: LocalizedTexts) => {
    const [row] = await ctx.database.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchant));
    await ctx.database.db.update(merchantDocuments).set({ texts }).where(eq(merchantDocuments.merchantId, row!.id));
  };

  it('recognises the copy the first seed wrote, to the byte', () => {
    // Digests of what the first seed (English and Filipino only) wrote for DEMO and ALT, taken from that seed's own code.
    const digest = (texts: LocalizedTexts) => createHash('sha256').update(JSON.stringify(texts)).digest('hex');
    expect(digest(firstEditionTexts(factsOf('DEMO')))).toBe('90fd8e6ebd171ec1e7189438c4026c9ae84b4557da5a902a9b2ee26e6688a2c0');
    expect(digest(firstEditionTexts(factsOf('ALT')))).toBe('8f9c4d30a96cdd689574d9fb7a10777d8e49ecff6d237e6d01523d39b48279a5');
  });

  it("gets every language where it is still the first seed's English and Filipino, once; an operator's edit is kept as it is", async () => {
    const edited: LocalizedTexts = { ...firstEditionTexts(factsOf('ALT')), EN: { title: 'User agreement', content: '<h2>Rules</h2><p>Our own terms.</p>' } };
    await store('DEMO', firstEditionTexts(factsOf('DEMO')));
    await store('ALT', edited);
    await ctx.database.db.delete(seedSteps).where(eq(seedSteps.name, 'user-agreement-in-every-language'));

    expect(await applySeedSteps(ctx.database.db)).toEqual(['user-agreement-in-every-language']);
    const demo = await documentOf('DEMO');
    expect(Object.keys(demo).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(demo).toEqual(userAgreementTexts(factsOf('DEMO')));
    expect((await agreement('DEMO', 'AR')).language).toBe('AR');
    expect(await documentOf('ALT')).toEqual(edited);
    expect(await agreement('ALT', 'AR')).toMatchObject({ language: 'EN', content: '<h2>Rules</h2><p>Our own terms.</p>' });

    expect(await applySeedSteps(ctx.database.db)).toEqual([]);
    expect(await documentOf('DEMO')).toEqual(userAgreementTexts(factsOf('DEMO')));
  });
});
