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

function channels(hex: string): [number, number, number] | undefined {
  const digits = hex.replace('#', '');
  const full =
    digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return undefined;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio of two hex colours. */
export function contrastRatio(first: string, second: string): number {
  const a = channels(first);
  const b = channels(second);
  if (!a || !b) return 1;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A staff text colour, kept in hue but darkened until it reads on `background` at `minimum`
 * contrast (WCAG AA 4.5:1 for body text). Non-hex colours pass through `cssColour` unchanged.
 */
export function readableColour(
  value: string | undefined,
  background = '#ffffff',
  minimum = 4.5,
): string | undefined {
  const colour = cssColour(value);
  const rgb = colour ? channels(colour) : undefined;
  if (!colour || !rgb || !colour.startsWith('#')) return colour;
  let [red, green, blue] = rgb;
  const hex = () =>
    `#${[red, green, blue].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
  while (contrastRatio(hex(), background) < minimum && red + green + blue > 0) {
    [red, green, blue] = [red * 0.95, green * 0.95, blue * 0.95];
  }
  return hex() === colour.toLowerCase() ? colour : hex();
}
