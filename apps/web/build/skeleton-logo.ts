import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PLACEHOLDER = '<!-- skeleton-logo -->';

/**
 * Writes the brand logo's SVG into the page's loading skeleton, so the first paint (before any
 * script ran) already shows the brand rather than grey boxes. It is the header's own logo file,
 * inlined because an image would cost one more request before it appears.
 */
export function skeletonLogo(logoFile: string): Plugin {
  return {
    name: 'm-skeleton-logo',
    transformIndexHtml(html) {
      const svg = readFileSync(logoFile, 'utf8')
        .trim()
        .replace('<svg ', '<svg width="111" height="30" aria-hidden="true" ');
      return html.replace(PLACEHOLDER, svg);
    },
  };
}
