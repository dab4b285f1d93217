/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MERCHANT?: string;
}

declare module 'virtual:m-endpoint-wire' {
  import type { ClientEndpointName, EndpointWire } from '@m/contract';
  /** The fingerprint of the contract the app was built from (see `build/endpoint-wire.ts`). */
  export const CONTRACT_FINGERPRINT: string;
  export const ENDPOINT_WIRE: Record<ClientEndpointName, EndpointWire>;
}
