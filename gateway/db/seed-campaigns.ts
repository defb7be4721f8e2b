import { field, integerOf } from '../json.ts';
import type { GatewayDatabase } from './open.ts';
import { idOf, listOf } from './seed-business.ts';

/**
 * campaigns.json: the campaign components (each kept whole, its times relative to the call), the
 * prizes of each activity with their stock, and the winners shown before any visitor draws.
 */
export function seedCampaigns(db: GatewayDatabase, fixture: unknown): void {
  const component = db.prepare('INSERT INTO campaign_components VALUES (?, ?, ?, ?)');
  for (const entry of listOf(fixture, 'components'))
    component.run(
      idOf(field(entry, 'id'), 'component id'),
      idOf(field(entry, 'activeId'), 'activeId'),
      String(field(entry, 'kind')),
      JSON.stringify(entry),
    );
  const prize = db.prepare('INSERT INTO campaign_prizes VALUES (?, ?, ?, ?, ?)');
  listOf(fixture, 'prizes').forEach((entry, sort) =>
    prize.run(
      idOf(field(entry, 'id'), 'prize id'),
      idOf(field(entry, 'activeId'), 'activeId'),
      sort,
      integerOf(field(entry, 'stock')) ?? 0,
      JSON.stringify(entry),
    ),
  );
  const winner = db.prepare('INSERT INTO campaign_winners VALUES (?, ?, ?)');
  listOf(fixture, 'winners').forEach((entry, sort) =>
    winner.run(idOf(field(entry, 'activeId'), 'activeId'), sort, JSON.stringify(entry)),
  );
}
