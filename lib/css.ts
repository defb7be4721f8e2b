/**
 * Values from the CMS that end up in style attributes. A server-rendered style attribute is plain
 * text, so "red; position: fixed" would add declarations: only well-formed values pass.
 */
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/]+\)|[a-z]{3,20})$/i;

/** A CSS colour, or undefined when the value is not plainly one. */
export function cssColour(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && COLOUR.test(trimmed) ? trimmed : undefined;
}

/** A `url("…")` value with the characters that could end it escaped. */
export function cssUrl(address: string): string {
  return `url("${address.replace(/[\\"'()\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
}
