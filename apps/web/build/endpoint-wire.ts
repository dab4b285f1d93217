import type { Plugin } from 'vite';
import { contractFingerprint } from '@m/contract/fingerprint';
import { endpointWireOf, endpoints, isClientEndpoint } from '@m/contract';

const WIRE_MODULE = 'virtual:m-endpoint-wire';
const RESOLVED = `\0${WIRE_MODULE}`;

/**
 * `virtual:m-endpoint-wire`: how each client call travels (method, path, session, encryption) as
 * plain data, and the fingerprint of the contract the app is built from. The API client makes its
 * calls from it, so the first paint carries no schema and no zod: an answer stamped with this
 * fingerprint was checked by the server against these very schemas, any other is checked here
 * with the schemas, loaded then.
 */
export function endpointWire(): Plugin {
  return {
    name: 'm-endpoint-wire',
    resolveId: (id) => (id === WIRE_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const wire = Object.fromEntries(
        Object.entries(endpoints)
          .filter(([name]) => isClientEndpoint(name))
          .map(([name, endpoint]) => [name, endpointWireOf(endpoint)]),
      );
      return `export const CONTRACT_FINGERPRINT = ${JSON.stringify(contractFingerprint() ?? '')};\nexport const ENDPOINT_WIRE = ${JSON.stringify(wire)};\n`;
    },
  };
}
