/** R9.05: the default investment unit. */
export const DEFAULT_AMOUNT_UNIT = '万元';
/** R9.05: the default money label. */
export const DEFAULT_AMOUNT_LABEL = '合作金额';

/** A decimal string from the server ("", null, "0", "0.00", "50", "120.5"). */
type Decimal = string | number | null | undefined;

/** The amount fields of a project or project card. */
export interface AmountInput {
  min: Decimal;
  max: Decimal;
  unit?: string | null | undefined;
}

function present(value: Decimal): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text !== '' && Number.isFinite(Number(text)) ? text : '';
}

/**
 * R5.18 amount display: min and max both present gives `min-max` with the unit; only a min that is
 * not 0 gives min with the unit; anything else gives ''. The unit defaults to 万元 (R9.05). The
 * server's decimal text is kept as written.
 */
export function formatAmount({ min, max, unit }: AmountInput): string {
  const low = present(min);
  const high = present(max);
  const suffix = unit?.trim() || DEFAULT_AMOUNT_UNIT;
  if (low !== '' && high !== '') return `${low}-${high}${suffix}`;
  if (low !== '' && Number(low) !== 0) return `${low}${suffix}`;
  return '';
}

/** R9.05: the label shown before an amount, 合作金额 unless the CMS sets one. */
export function amountLabel(label: string | null | undefined): string {
  return label?.trim() || DEFAULT_AMOUNT_LABEL;
}
