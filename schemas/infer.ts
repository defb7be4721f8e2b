import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** Removes the `[key: string]: unknown` that open schemas add, so a typo in a field name fails to compile. */
type Strip<T> = T extends readonly (infer Item)[]
  ? Strip<Item>[]
  : T extends object
    ? { [Key in keyof T as string extends Key ? never : Key]: Strip<T[Key]> }
    : T;

/** The TypeScript type a schema describes: the schema is the one source of both. */
export type Infer<Schema extends JSONSchema> = Strip<FromSchema<Schema>>;
