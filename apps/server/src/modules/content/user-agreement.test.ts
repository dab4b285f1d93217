import { envelopeSchema, userAgreementSchema } from '@m/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchantDocuments, merchants } from '../../db/schema.ts';
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
    expect(english.content).toContain('10× (first deposit) or 5× (reload) the deposit plus the bonus');
    expect(english.content).toContain('1553');
  });

  it('says nothing of deposits or bonuses for a merchant that takes no deposits (ALT), and answers English where it has no text', async () => {
    const arabic = await agreement('ALT', 'AR');
    expect(arabic.language).toBe('EN');
    expect(headings(arabic.content)).not.toContain('Deposits');
    expect(arabic.content).not.toMatch(/bonus|₱2,000/i);
    expect(arabic.content).toContain('₱20,000, at most 3 a day');
  });

  it("serves the operator's edited text, sanitised", async () => {
    const [alt] = await ctx.database.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'ALT'));
    await ctx.database.db.update(merchantDocuments).set({
      texts: { EN: { title: 'Terms', content: '<h2>Rules</h2><p onclick="x()">Play fair.</p><script>alert(1)</script>' } },
    }).where(eq(merchantDocuments.merchantId, alt!.id));
    expect(await agreement('ALT', 'EN')).toEqual({ title: 'Terms', content: '<h2>Rules</h2><p>Play fair.</p>', language: 'EN' });
  });
});
