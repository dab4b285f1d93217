import sanitizeHtml from 'sanitize-html';

/** A path on this server: one leading slash, not `//host` or `/\host` (which browsers read as another host). */
const SAME_SITE_PATH = /^\/(?![/\\])/;

/**
 * The HTML that notices and help articles may carry: text formatting, lists, tables, links
 * (https, mailto, tel and same-site paths; https ones open in a new tab without an opener)
 * and images from this server only. Everything else (scripts, styles, event handlers, frames,
 * forms) is dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'mark',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const kept = { ...(href === undefined ? {} : { href }), ...(title === undefined ? {} : { title }) };
      return {
        tagName,
        attribs: href !== undefined && /^https:/i.test(href) ? { ...kept, target: '_blank', rel: 'noopener noreferrer' } : kept,
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: SAME_SITE_PATH.test(attribs.src ?? '') ? attribs : { ...attribs, src: '' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !SAME_SITE_PATH.test(frame.attribs.src ?? ''),
};

export const sanitizeContentHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
