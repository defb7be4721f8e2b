import { field, integerOf } from '../json.ts';
import type { GatewayDatabase } from './open.ts';

/** conferences.json: the meetings, each kept whole (its times are minutes from each call). */
export function seedMeetings(db: GatewayDatabase, fixture: unknown): void {
  const meetings = field(fixture, 'meetings');
  if (!Array.isArray(meetings)) throw new Error('expected an array "meetings"');
  const insert = db.prepare('INSERT INTO meetings VALUES (?, ?, ?)');
  meetings.forEach((meeting, sort) => {
    const id = integerOf(field(meeting, 'id'));
    if (id === undefined) throw new Error('missing meeting id');
    insert.run(id, sort, JSON.stringify(meeting));
  });
}
