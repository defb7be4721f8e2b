import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import { imageUrl } from '../lib/image.ts';
import { safeStyle } from '../lib/safe-style.ts';
import { checkLinkTarget } from '../lib/url-safety.ts';
import { disarmEventAttributes } from './disarm-event-attributes.ts';
import type { SafeHtml } from './safe-html.ts';

/** What an article's markup may hold: text structure, links, pictures, tables and plain media. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'section',
  'article',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'q',
  'cite',
  'abbr',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'figure',
  'figcaption',
  'video',
  'audio',
  'source',
];

/** No ids, classes or names (they could reach the page's own styles and scripts), no events, no data. */
const ALLOWED_ATTR = [
  'href',
  'src',
  'poster',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'style',
  'type',
];

/** Attributes that hold an address: only http(s) or this site's own (relative) addresses stay. */
const ADDRESS_ATTRIBUTES = new Set(['href', 'src', 'poster']);
const WEB_ONLY = ['http:', 'https:'];

const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Only the HTML namespace: svg and math content is dropped whole, with its mutation tricks.
  ALLOWED_NAMESPACES: ['http://www.w3.org/1999/xhtml'],
  ALLOWED_URI_REGEXP: /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
} satisfies Config;

/**
 * The one sanitizer of rich text from the CMS, over the DOM it is given (the browser's window, or a
 * jsdom window on the page server), so both sides keep exactly the same. DOMPurify with a closed
 * list of tags and attributes; every address checked (lib/url-safety.ts, http(s) only) and pictures
 * and media put on the storage base (R5.20); styles cut to plain text-look declarations
 * (lib/safe-style.ts); links open without handing over this page; media show their controls and
 * load nothing before they are played. Event handler attributes are renamed before parsing
 * (ui/disarm-event-attributes.ts), so the browser's policy reports nothing for text that never runs.
 */
export function createHtmlPurifier(window: WindowLike): (html: string) => SafeHtml {
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'style') {
      data.attrValue = safeStyle(data.attrValue);
      data.keepAttr = data.attrValue !== '';
      return;
    }
    if (!ADDRESS_ATTRIBUTES.has(data.attrName)) return;
    const verdict = checkLinkTarget(data.attrValue, WEB_ONLY);
    if (!verdict.ok) {
      data.keepAttr = false;
      return;
    }
    data.attrValue = node.nodeName === 'A' ? verdict.url : imageUrl(verdict.url);
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    switch (node.nodeName) {
      case 'A':
        if (node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer nofollow');
        return;
      case 'IMG':
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
        return;
      case 'VIDEO':
      case 'AUDIO':
        node.setAttribute('controls', '');
        node.setAttribute('preload', 'none');
        if (node.nodeName === 'VIDEO') node.setAttribute('playsinline', '');
        return;
      default:
        return;
    }
  });
  return (html) => purify.sanitize(disarmEventAttributes(html), CONFIG) as SafeHtml;
}
