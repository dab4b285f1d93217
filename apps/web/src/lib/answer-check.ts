import { loadClientEndpoint, type ClientEndpointName } from '@m/contract';

/**
 * An answer's value checked against its call's response schema: the answers the server did not
 * stamp as checked against this app's contract (see `api-client`). Loaded, with zod and the call's
 * domain, only when such an answer comes.
 */
export async function checkAnswer(name: ClientEndpointName, value: unknown) {
  const endpoint = await loadClientEndpoint(name);
  return endpoint.response.safeParse(value);
}
