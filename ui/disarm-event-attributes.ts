/** The prefix that turns an event handler attribute into an inert one the sanitizer drops. */
const DISARMED = 'x-';

const SPACE = /[\t\n\f\r ]/;
const LETTER = /[a-z]/i;

/**
 * Renames every `on…` attribute of the markup's start tags (`onerror` becomes `x-onerror`) before
 * the markup is parsed. Chromium compiles a parsed event handler attribute against the page's
 * Content Security Policy even in an inert document, so sanitizing hostile text in the browser
 * would fill the policy's reports with refusals of markup that never runs. Safety does not rest on
 * this pass: DOMPurify still drops every attribute outside its list, renamed or not. The scan
 * follows the HTML tokenizer's start-tag states (names end at space, `/`, `>` or `=`; values are
 * quoted or end at space or `>`; comments are skipped), so text outside tags is never touched.
 */
export function disarmEventAttributes(html: string): string {
  let out = '';
  let i = 0;
  const copyWhile = (keep: (char: string) => boolean) => {
    const start = i;
    while (i < html.length && keep(html[i]!)) i += 1;
    out += html.slice(start, i);
  };
  while (i < html.length) {
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      const stop = end < 0 ? html.length : end + 3;
      out += html.slice(i, stop);
      i = stop;
      continue;
    }
    if (html[i] !== '<' || !LETTER.test(html[i + 1] ?? '')) {
      copyWhile((char) => char !== '<');
      if (i < html.length && !html.startsWith('<!--', i) && !LETTER.test(html[i + 1] ?? '')) {
        out += '<';
        i += 1;
      }
      continue;
    }
    // A start tag: its name, then attributes up to `>`.
    copyWhile((char) => char !== '>' && char !== '/' && !SPACE.test(char));
    while (i < html.length && html[i] !== '>') {
      copyWhile((char) => char === '/' || SPACE.test(char));
      if (i >= html.length || html[i] === '>') break;
      const start = i;
      i += 1; // a name's first character may be `=`
      while (i < html.length && !/[\t\n\f\r />=]/.test(html[i]!)) i += 1;
      const name = html.slice(start, i);
      out += /^on/i.test(name) ? DISARMED + name : name;
      copyWhile((char) => SPACE.test(char));
      if (html[i] !== '=') continue;
      out += '=';
      i += 1;
      copyWhile((char) => SPACE.test(char));
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const end = html.indexOf(quote, i + 1);
        const stop = end < 0 ? html.length : end + 1;
        out += html.slice(i, stop);
        i = stop;
      } else {
        copyWhile((char) => char !== '>' && !SPACE.test(char));
      }
    }
    if (i < html.length) {
      out += '>';
      i += 1;
    }
  }
  return out;
}
