import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA_SQL } from './schema.ts';

/** The gateway's database handle. */
export type GatewayDatabase = Database.Database;

/** Opens (creating if needed) `<dataDir>/gateway.sqlite` and makes sure every table exists. */
export function openDatabase(dataDir: string): GatewayDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'gateway.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA_SQL);
  return db;
}
