import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type EndpointDefinition = {
  method: HttpMethod;
  path: string;
  /** Body travels in the encryption envelope of the wire contract. */
  encrypted: boolean;
  /**
   * Needs the `Authorization` session token; without one the answer is 401 `login.not.session`.
   * `optional`: the token is sent when there is one and the call also serves guests.
   */
  session: boolean | 'optional';
  query?: z.ZodType;
  body?: z.ZodType;
  /** `form`: the body travels form-encoded (application/x-www-form-urlencoded); JSON otherwise. */
  bodyEncoding?: 'form';
  /** Refused without a solved proof-of-work challenge in the `X-Proof-Of-Work` header (calls a bot would repeat). */
  proofOfWork?: true;
  /** The operator API: no Merchant header, and `session` is an operator's session token (a member's is refused). */
  operator?: true;
  response: z.ZodType;
};

export const defineEndpoint = <const E extends EndpointDefinition>(endpoint: E): E => endpoint;

/** The query of a call that takes no parameters: anything given is refused. */
export const noQuery = lazySchema(() => z.object({}).strict());
