/**
 * R6.02: an image module's `stayConsult`. With 1 or 2 a tap requires login and records a
 * stay-consult before the jump; the spec does not tell 1 from 2 apart (the value is recorded).
 */
export const STAY_CONSULT = {
  /** 0 (or absent): a tap just jumps. */
  off: 0,
  /** 1: login first, record the stay-consult, then jump. */
  consult: 1,
  /** 2: the same as 1. */
  alsoConsult: 2,
} as const;
