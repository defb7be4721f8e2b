/**
 * The inline-style properties rich text from the CMS keeps: how text looks and where it sits in its
 * own block. Nothing that takes a box out of the flow (position, z-index, transform) or reaches
 * outside it (background images, content, behaviour), so an article can never cover the page.
 */
const KEPT_PROPERTIES = new Set([
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-indent',
  'vertical-align',
  'white-space',
  'margin',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'padding',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'width',
  'max-width',
  'height',
  'border',
  'border-collapse',
  'border-radius',
]);

/**
 * Words, numbers, units, colours and the colour functions only: no url(), expression(), var(),
 * escapes, quotes, comments or at-rules can pass.
 */
const PLAIN_VALUE = /^(?:[#\w.%\s,/-]|(?:rgba?|hsla?)\([\d.%\s,/]*\))+$/i;

/**
 * The declarations of a CMS `style` attribute worth keeping (see KEPT_PROPERTIES), each with a
 * plain value, written back as `name: value;` pairs; '' when none is left. `!important` is dropped.
 */
export function safeStyle(style: string): string {
  if (/[\\"'<>]|\/\*/.test(style)) return '';
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim();
    if (!KEPT_PROPERTIES.has(name) || value === '' || !PLAIN_VALUE.test(value)) continue;
    kept.push(`${name}: ${value};`);
  }
  return kept.join(' ');
}
