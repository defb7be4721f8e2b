import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { field, textOf } from '../json.ts';
import type { GatewayDatabase } from './open.ts';
import { SEEDED_TABLES } from './schema.ts';
import { TABLE_SEEDERS } from './seed-tables.ts';

/** Where fixtures live: `pages/*.json` (recorded page answers) and `gateway/*.json` (tables). */
export interface SeedSources {
  fixturesDir: string;
}

function readJson(path: string, label: string): { text: string; value: unknown } {
  const text = readFileSync(path, 'utf8');
  try {
    return { text, value: JSON.parse(text) };
  } catch (error) {
    throw new Error(`${label}: not valid JSON (${(error as Error).message})`);
  }
}

function seedPages(db: GatewayDatabase, pagesDir: string): number {
  const insert = db.prepare('INSERT INTO pages VALUES (?, ?, ?)');
  const files = readdirSync(pagesDir).filter((file) => file.endsWith('.json'));
  for (const file of files) {
    const { text, value } = readJson(join(pagesDir, file), `fixtures/pages/${file}`);
    insert.run(
      basename(file, '.json'),
      textOf(field(field(value, 'data'), 'pageName')) ?? '',
      text,
    );
  }
  return files.length;
}

/**
 * Refills the seeded tables from fixtures in one transaction, so running it again changes nothing
 * and visitor tables are never touched. Answers how many pages were seeded.
 */
export function seedDatabase(db: GatewayDatabase, sources: SeedSources): number {
  const refill = db.transaction(() => {
    for (const table of SEEDED_TABLES) db.exec(`DELETE FROM ${table}`);
    for (const [file, seed] of Object.entries(TABLE_SEEDERS)) {
      const label = `fixtures/gateway/${file}`;
      const { value } = readJson(join(sources.fixturesDir, 'gateway', file), label);
      try {
        seed(db, value);
      } catch (error) {
        throw new Error(`${label}: ${(error as Error).message}`);
      }
    }
    return seedPages(db, join(sources.fixturesDir, 'pages'));
  });
  return refill();
}
