import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { MODULE_TYPES } from '../../schemas/module-types.ts';

const STORIES = join(import.meta.dirname, '..');
const sources = readdirSync(STORIES)
  .filter((name) => name.endsWith('.stories.tsx'))
  .map((name) => readFileSync(join(STORIES, name), 'utf8'));

test.each(Object.keys(MODULE_TYPES))(
  'module %s has its CMS fields story beside its states',
  (kind) => {
    const own = sources.filter((source) => source.includes(`<ModuleFields kind="${kind}" />`));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatch(
      new RegExp(`title: 'Modules/[^']+\\(${MODULE_TYPES[kind as keyof typeof MODULE_TYPES]}\\)'`),
    );
  },
);
