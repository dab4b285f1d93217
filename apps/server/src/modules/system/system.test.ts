import {
  LANGUAGE_CODES, REGISTER_FIELDS, WHITELABEL_FLAGS, countrySchema, envelopeSchema, flattenWhitelabel,
  registerSettingsSchema, siteStatusSchema,
} from '@m/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

async function status(merchant: string) {
  const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant } });
  expect(response.statusCode).toBe(200);
  return envelopeSchema(siteStatusSchema).parse(response.json());
}

describe('GET /wps/system/status', () => {
  it('answers the DEMO merchant with every whitelabel flag on but WEBCLIP', async () => {
    const body = await status('DEMO');
    expect(body.success).toBe(true);
    const info = body.value!.info;
    expect(info).toMatchObject({ merchantCode: 'DEMO', trialMerchantCode: 'DEMOTRIAL', theme: 'gold', defaultLanguage: 'TY' });
    expect(info.languages).toEqual(['TY', 'EN']);
    expect(body.value).toMatchObject({ maintenance: false, regionRestriction: false });
    const flags = flattenWhitelabel(info.whitelabel);
    for (const flag of WHITELABEL_FLAGS) expect(flags[flag], flag).toBe(flag !== 'WEBCLIP');
    expect(info.whitelabel.every((parent) => parent.childrenNodes.length > 0)).toBe(true);
    expect(info.customerService.filter((entry) => entry.csType === 'LIVECHAT')).toHaveLength(2);
    expect(info.resources.map((resource) => resource.resourceType).sort()).toEqual(['Android', 'AppDownloadIcon', 'IOS', 'MOBILECONFIG']);
  });

  it('answers the ALT merchant with its switched-off flags and all languages', async () => {
    const info = (await status('ALT')).value!.info;
    expect(info).toMatchObject({ merchantCode: 'ALT', trialMerchantCode: 'ALTTRIAL', defaultLanguage: 'EN' });
    expect(info.languages).toEqual(LANGUAGE_CODES);
    const flags = flattenWhitelabel(info.whitelabel);
    const off = ['DIRECTREG3', 'MOBILEVERCODELOGIN3', 'FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'DEPOSIT', 'REWCEN3', 'MAILCEN', 'FEEDBACK3', 'CHNGPASSVERIF3', 'WEBCLIP'];
    for (const flag of WHITELABEL_FLAGS) expect(flags[flag], flag).toBe(!off.includes(flag));
  });

  it('refuses unknown query parameters with request_param_err', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/status?extra=1', headers: { merchant: 'DEMO' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});

describe('GET /wps/system/setting/register', () => {
  it('gives a rule for every registration field', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: { merchant: 'DEMO' } });
    const settings = envelopeSchema(registerSettingsSchema).parse(response.json()).value!;
    expect(Object.keys(settings).sort()).toEqual([...REGISTER_FIELDS].sort());
    expect(settings.username).toMatchObject({ enabled: true, required: true, minLength: 4, maxLength: 16 });
    expect(settings.password).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 20 });
    expect(settings.email).toMatchObject({ enabled: true, required: false });
    expect(new RegExp(settings.email.acceptedPattern!).test('player.one@example.com')).toBe(true);
    expect(settings.wechat.enabled).toBe(false);
  });
});

describe('GET /wps/system/country', () => {
  it('lists countries with dialing codes, the Philippines first', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/country', headers: { merchant: 'DEMO' } });
    const countries = envelopeSchema(z.array(countrySchema)).parse(response.json()).value!;
    expect(countries.length).toBeGreaterThanOrEqual(40);
    expect(countries[0]).toEqual({ code: 'PH', dialingCode: '+63', name: 'Philippines' });
  });
});
