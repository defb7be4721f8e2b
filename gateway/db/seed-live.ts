import { field } from '../json.ts';
import { idOf, listOf } from './seed-business.ts';
import type { GatewayDatabase } from './open.ts';

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
