import { field, integerOf } from '../json.ts';
import type { GatewayDatabase } from './open.ts';

/** A fixture's list under `key`; throws when it is not one. */
export function listOf(fixture: unknown, key: string): unknown[] {
  const list = field(fixture, key);
  if (!Array.isArray(list)) throw new Error(`expected an array "${key}"`);
  return list;
}

/** An id the fixture must give; throws naming `what` when it does not. */
export function idOf(value: unknown, what: string): number {
  const id = integerOf(value);
  if (id === undefined) throw new Error(`missing ${what}`);
  return id;
}

/** business.json: each opportunity kept whole by its project id, each activity's set by its activity id. */
export function seedBusiness(db: GatewayDatabase, fixture: unknown): void {
  const opportunity = db.prepare('INSERT INTO business_opportunities VALUES (?, ?)');
  for (const entry of listOf(fixture, 'opportunities'))
    opportunity.run(idOf(field(entry, 'id'), 'opportunity id'), JSON.stringify(entry));
  const activity = db.prepare('INSERT INTO business_activities VALUES (?, ?)');
  for (const entry of listOf(fixture, 'activities'))
    activity.run(idOf(field(entry, 'activeId'), 'activeId'), JSON.stringify(entry));
}
