import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { ENDPOINTS, type Endpoint } from '../api/endpoints.ts';
import { ANSWER_SCHEMAS } from '../schemas/answers.ts';
import { SCHEMAS } from '../schemas/catalog.ts';

const VIRTUAL_ID = 'virtual:validators';
const RESOLVED_ID = '\0' + VIRTUAL_ID;
const ANSWERS_ID = 'virtual:answer-validators';
const RESOLVED_ANSWERS_ID = '\0' + ANSWERS_ID;
const CALLABLE_ID = 'virtual:callable-endpoints';
const RESOLVED_CALLABLE_ID = '\0' + CALLABLE_ID;

/** The options every validator is compiled with; exported so tests can compile the same way. */
export const AJV_OPTIONS = {
  allErrors: false,
  strict: true,
  // The wire's loose types (ids as numbers or numeric strings, 0/1 flags as booleans) are read as
  // the schema's types by the compiled validators themselves: one coercion pass, ajv's.
  coerceTypes: true,
  code: { source: true, esm: true, lines: false, optimize: true },
} as const;

/** Annotations are for people and the CMS, not for checking: they stay out of the bundle. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', '$comment']);

/** A copy of a schema without annotation keywords (a property named e.g. "title" is kept). */
export function withoutAnnotations(schema: unknown, inProperties = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withoutAnnotations(item));
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => inProperties || !ANNOTATIONS.has(key))
      .map(([key, value]) => [
        key,
        withoutAnnotations(value, !inProperties && key === 'properties'),
      ]),
  );
}

/**
 * Compiles named schemas to standalone ESM source (no `new Function` at run time): by default the
 * page's catalog; the answers' schemas go into their own module, loaded with the first call.
 */
export function compileValidators(catalog: Record<string, unknown> = SCHEMAS): string {
  // An answer may be a string or an object holding it (links, lookups): union types are allowed.
  const ajv = new Ajv({ ...AJV_OPTIONS, allowUnionTypes: true });
  for (const [name, schema] of Object.entries(catalog))
    ajv.addSchema(withoutAnnotations(schema) as object, name);
  const names = Object.fromEntries(Object.keys(catalog).map((name) => [name, name]));
  const source = standaloneCode(ajv, names);
  return `${source}\nexport default { ${Object.keys(names).join(', ')} };\n`;
}

/**
 * The rows of the endpoint table the client may call, those whose answer has a schema, as a module:
 * the client's lazy half carries these few rows, not the whole table (which the local gateway and
 * the docs read). A schema naming no row is a build error.
 */
function callableEndpoints(): string {
  const table: Record<string, Endpoint> = ENDPOINTS;
  const rows = Object.keys(ANSWER_SCHEMAS).map((name) => {
    const row = table[name];
    if (row === undefined)
      throw new Error(`schemas/answers.ts has an answer for ${name}, a row api/endpoints.ts lacks`);
    return [name, row] as const;
  });
  return `export default ${JSON.stringify(Object.fromEntries(rows))};\n`;
}

/**
 * Serves the compiled validators as `virtual:validators` (the page's schemas) and
 * `virtual:answer-validators` (the calls' answers), and the rows the client may call as
 * `virtual:callable-endpoints`, so no generated file is kept in git.
 */
export function validatorsPlugin(): Plugin {
  return {
    name: 'bosscloud-validators',
    resolveId: (id) =>
      id === VIRTUAL_ID
        ? RESOLVED_ID
        : id === ANSWERS_ID
          ? RESOLVED_ANSWERS_ID
          : id === CALLABLE_ID
            ? RESOLVED_CALLABLE_ID
            : undefined,
    load: (id) =>
      id === RESOLVED_ID
        ? compileValidators()
        : id === RESOLVED_ANSWERS_ID
          ? compileValidators(ANSWER_SCHEMAS)
          : id === RESOLVED_CALLABLE_ID
            ? callableEndpoints()
            : undefined,
  };
}
