/**
 * Building blocks shared by every schema. Values arrive loosely typed from the CMS: ids and numbers
 * may be numbers or numeric strings, optional fields may be null or "". The validators run with type
 * coercion after `dropAbsent` (see ./normalize.ts), so a schema states the type the client reads.
 */

/** An id: read as a string whether the wire sent 1001 or "1001". */
export const id = (description: string) => ({ type: 'string', description }) as const;

/** Free text from the CMS; rendered as text, never as markup. */
export const text = (description: string) => ({ type: 'string', description }) as const;

/** An image, video or audio address: absolute, or relative to the storage base. */
export const address = (description: string) => ({ type: 'string', description }) as const;

/** A CSS colour as configured by staff (e.g. #222222). */
export const colour = (description: string) => ({ type: 'string', description }) as const;

/** A whole number; numeric strings and booleans are coerced. */
export const integer = (description: string) => ({ type: 'integer', description }) as const;

/** A 0/1 switch; true/false are coerced to 1/0. */
export const flag = (description: string) =>
  ({ type: 'integer', enum: [0, 1], description }) as const;

/** A layout number within 1..max. */
export const layout = <Max extends number>(max: Max, description: string) =>
  ({ type: 'integer', minimum: 1, maximum: max, description }) as const;

/** A list of strings (tags, names). */
export const strings = (description: string) =>
  ({ type: 'array', items: { type: 'string' }, description }) as const;
