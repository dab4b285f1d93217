import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { loadClientEndpoint, type ClientEndpointName } from './client-endpoints.ts';

describe('loadClientEndpoint', () => {
  const clientNames = Object.entries(endpoints)
    .filter(([, endpoint]) => !('operator' in endpoint))
    .map(([name]) => name as ClientEndpointName);

  it('loads the registry definition of every call but the operator API', async () => {
    expect(clientNames.length).toBeGreaterThan(0);
    for (const name of clientNames) expect(await loadClientEndpoint(name)).toBe(endpoints[name]);
  });
});
