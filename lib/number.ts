const WAN = 10_000;
const YI = 100_000_000;

/** Cuts (never rounds) to `digits` decimals, so 99,999,999 stays 9999.9万 and never becomes 10000.0万. */
function cut(value: number, digits: number): string {
  const scale = 10 ** digits;
  return (Math.floor(value * scale + 1e-9) / scale).toFixed(digits);
}

/**
 * R5.17 compact numbers: under 5 digits whole (9999); 5 to 8 digits in 万 with one decimal
 * (10000 → 1.0万, 99999999 → 9999.9万); over 8 digits in 亿 with two decimals (100000000 → 1.00亿).
 * Decimals are cut, not rounded, so a count is never overstated. Negative values keep their sign;
 * anything that is not a finite number (NaN, '', 'abc', null) gives ''.
 */
export function compactNumber(value: number | string | null | undefined): string {
  const number =
    typeof value === 'string'
      ? value.trim() === ''
        ? Number.NaN
        : Number(value)
      : (value ?? Number.NaN);
  if (!Number.isFinite(number)) return '';
  const sign = number < 0 ? '-' : '';
  const size = Math.abs(number);
  if (size < WAN) return sign + String(Math.floor(size));
  if (size < YI) return `${sign}${cut(size / WAN, 1)}万`;
  return `${sign}${cut(size / YI, 2)}亿`;
}
