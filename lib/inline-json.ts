const UNSAFE = /[<>&\u2028\u2029]/g;

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON to place inside `<script type="application/json">`: no text from the server can end the
 * element (`</script>`), open a comment (`<!--`) or break a line for an old parser (U+2028, U+2029),
 * because every `<`, `>`, `&` and those two separators are written as JSON escapes. `JSON.parse`
 * reads it back unchanged.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (character) => ESCAPES[character] ?? character);
}
