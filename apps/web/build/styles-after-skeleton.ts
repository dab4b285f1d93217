import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;

/**
 * Moves the page's stylesheets from its head to the end of its body, after the loading skeleton
 * (which is styled inline): a stylesheet in the body holds back only what follows it, so the
 * browser paints the skeleton as soon as the page has arrived instead of after every stylesheet.
 * The app's scripts still run only once the stylesheets are in (deferred scripts wait for every
 * pending stylesheet of the parser), so the app never renders unstyled. The server puts a route's
 * own stylesheets there too (`web-host.ts`).
 */
export function stylesAfterSkeleton(): Plugin {
  return {
    name: 'm-styles-after-skeleton',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const [head = '', rest = ''] = html.split('</head>');
        const styles = head.match(STYLESHEET) ?? [];
        if (styles.length === 0) return html;
        return `${head.replace(STYLESHEET, '')}</head>${rest.replace('</body>', () => `${styles.map((tag) => tag.trim()).join('')}</body>`)}`;
      },
    },
  };
}
