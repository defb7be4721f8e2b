import { field, integerOf } from '../json.ts';
import type { GatewayDatabase } from './open.ts';

function listOf(fixture: unknown, key: string): unknown[] {
  const list = field(fixture, key);
  if (!Array.isArray(list)) throw new Error(`expected an array "${key}"`);
  return list;
}

function idOf(value: unknown, what: string): number {
  const id = integerOf(value);
  if (id === undefined) throw new Error(`missing ${what}`);
  return id;
}

/** live.json: each room's page (streams, introduction, products), the products, the short videos, kept whole by id. */
export function seedLivePages(db: GatewayDatabase, fixture: unknown): void {
  const tables = [
    ['rooms', 'live_room_pages', 'roomLiveId'],
    ['products', 'live_products', 'productId'],
    ['videos', 'videos', 'videoId'],
  ] as const;
  for (const [key, table, id] of tables) {
    const insert = db.prepare(`INSERT INTO ${table} VALUES (?, ?)`);
    for (const entry of listOf(fixture, key))
      insert.run(idOf(field(entry, id), id), JSON.stringify(entry));
  }
}
