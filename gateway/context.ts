import type { GatewayDatabase } from './db/open.ts';

/** What every handler may use: the database, the folders it serves from, the log and the clock. */
export interface GatewayContext {
  db: GatewayDatabase;
  /** Folders of recorded page answers (`<pageId>.json`), first match wins; they win over seeded pages. */
  pagesDirs: readonly string[];
  /** Holds the SQLite file and `uploads/`. */
  dataDir: string;
  /** One line to the gateway log. */
  log: (line: string) => void;
  /** Milliseconds since the epoch. */
  now: () => number;
}
