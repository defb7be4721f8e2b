/** A duration split for a countdown display. */
export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits milliseconds into whole days, hours, minutes and seconds, rounding up to the second (999 ms shows 1 s). */
export function durationParts(milliseconds: number): DurationParts {
  const total = Number.isFinite(milliseconds) ? Math.max(0, Math.ceil(milliseconds / 1000)) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Two-digit text of a countdown unit: 5 → '05'. */
export function twoDigits(value: number): string {
  return String(Math.max(0, Math.floor(value))).padStart(2, '0');
}
