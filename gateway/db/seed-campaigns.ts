import { field, integerOf, textOf } from '../json.ts';
import type { GatewayDatabase } from './open.ts';
import { idOf, listOf } from './seed-business.ts';

/**
 * campaigns.json: the campaign components (each kept whole, its times relative to the call), the
 * prizes of each activity with their stock, and the winners shown before any visitor draws. The
 * demo visitors a per-project witness names (`demoWitnesses`) are users, so they can log in by SMS.
 */
export function seedCampaigns(db: GatewayDatabase, fixture: unknown): void {
  const component = db.prepare('INSERT INTO campaign_components VALUES (?, ?, ?, ?)');
  const user = db.prepare(
    'INSERT OR IGNORE INTO users (encry_id, mobile, created_at) VALUES (?, ?, 0)',
  );
  for (const entry of listOf(fixture, 'components')) {
    component.run(
      idOf(field(entry, 'id'), 'component id'),
      idOf(field(entry, 'activeId'), 'activeId'),
      String(field(entry, 'kind')),
      JSON.stringify(entry),
    );
    const demos = field(entry, 'demoWitnesses');
    for (const demo of Array.isArray(demos) ? demos : []) {
      const mobile = textOf(field(demo, 'mobile'));
      if (mobile) user.run(`demo-witness-${mobile}`, mobile);
    }
  }
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
