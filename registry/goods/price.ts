/** A price in yuan as the goods card shows it: two decimals (2980 → "2980.00"), or undefined when it is not a number. */
export function formatPrice(price: string | undefined): string | undefined {
  if (price === undefined || price.trim() === '') return undefined;
  const value = Number(price);
  return Number.isFinite(value) ? value.toFixed(2) : undefined;
}
