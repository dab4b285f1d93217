/** A page carrying a data block as the server writes it (`text` null: no block). */
export function pageWithDataBlock(id: string, text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = id;
    block.textContent = text;
    doc.head.append(block);
  }
  return doc;
}
