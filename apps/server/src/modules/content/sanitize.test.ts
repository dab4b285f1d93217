import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitize.ts';

describe('sanitizeContentHtml', () => {
  it.each([
    ['keeps formatting, lists and tables', '<p><b>a</b><em>b</em></p><ul><li>c</li></ul><table><tr><td colspan="2">d</td></tr></table>', '<p><b>a</b><em>b</em></p><ul><li>c</li></ul><table><tr><td colspan="2">d</td></tr></table>'],
    ['drops scripts, styles, frames and forms with their content', '<script>x()</script><style>p{}</style><iframe src="/x"></iframe><form><input></form>ok', 'ok'],
    ['drops event handlers and inline styles', '<p onclick="x()" style="color:red" class="c">t</p>', '<p>t</p>'],
    ['opens https links in a new tab without an opener', '<a href="https://example.com" target="_self" onclick="x">e</a>', '<a href="https://example.com" target="_blank" rel="noopener noreferrer">e</a>'],
    ['keeps site paths, mailto and tel links as they are', '<a href="/m/activity" target="_blank">a</a><a href="mailto:s@x.io">m</a><a href="tel:+63">t</a>', '<a href="/m/activity">a</a><a href="mailto:s@x.io">m</a><a href="tel:+63">t</a>'],
    ['removes javascript: and data: addresses', '<a href="javascript:alert(1)">j</a><a href="data:text/html,x">d</a>', '<a>j</a><a>d</a>'],
    ['keeps images of this server only', '<img src="/wps/media/content/v1/team/A.svg" alt="A"><img src="https://evil.example/x.png"><img src="//evil.example/x.png"><img src="/\\evil.example/x.png">', '<img src="/wps/media/content/v1/team/A.svg" alt="A" />'],
  ])('%s', (_name, input, output) => {
    expect(sanitizeContentHtml(input)).toBe(output);
  });
});
