import { CONTRACT_META_NAME } from '@m/contract';
import { CONTRACT_FINGERPRINT } from 'virtual:m-endpoint-wire';

/**
 * A page carrying a data block as the server writes it (`text` null: no block), stamped with this
 * app's contract fingerprint unless `stamp` says otherwise (null: no stamp).
 */
export function pageWithDataBlock(id: string, text: string | null, { stamp = CONTRACT_FINGERPRINT as string | null } = {}): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = id;
    block.textContent = text;
    doc.head.append(block);
  }
  if (stamp !== null) {
    const meta = doc.createElement('meta');
    meta.name = CONTRACT_META_NAME;
    meta.content = stamp;
    doc.head.append(meta);
  }
  return doc;
}
