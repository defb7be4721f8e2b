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

type Rgb = [number, number, number];

function channels(hex: string): Rgb | undefined {
  const digits = hex.replace('#', '');
  const full =
    digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return undefined;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [red, green, blue] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function ratio(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** WCAG contrast ratio of two hex colours. */
export function contrastRatio(first: string, second: string): number {
  const a = channels(first);
  const b = channels(second);
  return a && b ? ratio(luminance(a), luminance(b)) : 1;
}

/**
 * A staff text colour, kept in hue but darkened (5 % a step, on whole channel values) until it
 * reads on `background` at `minimum` contrast (WCAG AA 4.5:1 for body text). Non-hex colours pass
 * through `cssColour` unchanged.
 */
export function readableColour(
  value: string | undefined,
  background = '#ffffff',
  minimum = 4.5,
): string | undefined {
  const colour = cssColour(value);
  const rgb = colour?.startsWith('#') ? channels(colour) : undefined;
  const ground = channels(background);
  if (!colour || !rgb || !ground) return colour;
  const groundLight = luminance(ground);
  let scale = 1;
  let shade = rgb;
  while (ratio(luminance(shade), groundLight) < minimum && shade.some((part) => part > 0)) {
    scale *= 0.95;
    shade = rgb.map((part) => Math.round(part * scale)) as Rgb;
  }
  return scale === 1
    ? colour
    : `#${shade.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}
