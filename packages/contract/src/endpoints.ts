import { z } from 'zod';
import { countrySchema, registerSettingsSchema, rsaKeySchema, siteStatusSchema } from './schemas/system.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type EndpointDefinition = {
  method: HttpMethod;
  path: string;
  /** Body travels in the encryption envelope of the wire contract. */
  encrypted: boolean;
  /** Needs the `Authorization` session token; without one the answer is 401 `login.not.session`. */
  session: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

const define = <const E extends EndpointDefinition>(endpoint: E): E => endpoint;
const noQuery = z.object({}).strict();

/** Every call of the platform that the product makes, by name. */
export const endpoints = {
  systemStatus: define({
    method: 'GET', path: '/wps/system/status', encrypted: false, session: false,
    query: noQuery, response: siteStatusSchema,
  }),
  registerSettings: define({
    method: 'GET', path: '/wps/system/setting/register', encrypted: false, session: false,
    query: noQuery, response: registerSettingsSchema,
  }),
  systemCountry: define({
    method: 'GET', path: '/wps/system/country', encrypted: false, session: false,
    query: noQuery, response: z.array(countrySchema),
  }),
  rsaKey: define({
    method: 'GET', path: '/wps/session/key/rsa', encrypted: false, session: false,
    query: noQuery, response: rsaKeySchema,
  }),
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;
export type EndpointQuery<N extends EndpointName> = (typeof endpoints)[N] extends { query: infer Q extends z.ZodType }
  ? z.infer<Q>
  : never;
export type EndpointBody<N extends EndpointName> = (typeof endpoints)[N] extends { body: infer B extends z.ZodType }
  ? z.infer<B>
  : never;
