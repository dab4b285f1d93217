import { CONTRACT_META_NAME } from '@m/contract';
import { CONTRACT_FINGERPRINT } from 'virtual:m-endpoint-wire';

/**
 * A data block the server wrote into the page (see the web host); null when it is absent, not JSON,
 * or the page does not carry the stamp of this app's contract (the app then makes the call itself).
 * The server checks each block against the contract schema of the call it stands for and stamps the
 * page with the contract's fingerprint: a block under the app's own fingerprint is taken as it comes.
 * `consume` removes the block, for data that only holds for the URL the page was served at.
 */
export function readDataBlock<T>(id: string, { doc = document, consume = false } = {}): T | null {
  const element = doc.getElementById(id);
  const text = element?.textContent;
  if (consume) element?.remove();
  if (!text) return null;
  const stamp = doc.querySelector(`meta[name="${CONTRACT_META_NAME}"]`)?.getAttribute('content');
  if (stamp !== CONTRACT_FINGERPRINT) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
