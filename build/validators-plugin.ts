import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { SCHEMAS } from '../schemas/catalog.ts';

const VIRTUAL_ID = 'virtual:validators';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/** The options every validator is compiled with; exported so tests can compile the same way. */
export const AJV_OPTIONS = {
  coerceTypes: true,
  allErrors: false,
  strict: true,
  code: { source: true, esm: true, lines: false, optimize: true },
} as const;

/** Compiles every schema in the catalog to standalone ESM source: no `new Function` at run time. */
export function compileValidators(): string {
  const ajv = new Ajv(AJV_OPTIONS);
  for (const [name, schema] of Object.entries(SCHEMAS)) ajv.addSchema(schema, name);
  const names = Object.fromEntries(Object.keys(SCHEMAS).map((name) => [name, name]));
  const source = standaloneCode(ajv, names);
  return `${source}\nexport default { ${Object.keys(names).join(', ')} };\n`;
}

/** Serves the compiled validators as `virtual:validators`, so no generated file is kept in git. */
export function validatorsPlugin(): Plugin {
  return {
    name: 'bosscloud-validators',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? compileValidators() : undefined),
  };
}
