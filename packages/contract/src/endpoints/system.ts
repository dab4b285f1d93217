import { z } from 'zod';
import { countrySchema, registerSettingsSchema, siteStatusSchema } from '../schemas/system.ts';
import { defineEndpoint, noQuery } from './define.ts';

export const systemEndpoints = {
  systemStatus: defineEndpoint({
    method: 'GET', path: '/wps/system/status', encrypted: false, session: false,
    query: noQuery, response: siteStatusSchema,
  }),
  registerSettings: defineEndpoint({
    method: 'GET', path: '/wps/system/setting/register', encrypted: false, session: false,
    query: noQuery, response: registerSettingsSchema,
  }),
  systemCountry: defineEndpoint({
    method: 'GET', path: '/wps/system/country', encrypted: false, session: false,
    query: noQuery, response: z.array(countrySchema),
  }),
};
