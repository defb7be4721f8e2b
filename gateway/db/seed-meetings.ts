import { field, integerOf } from '../json.ts';
import type { GatewayDatabase } from './open.ts';

/**
 * conferences.json: the meetings, each kept whole (its times are days from each call), and the
 * invitations to them, each kept whole with its projects.
 */
export function seedMeetings(db: GatewayDatabase, fixture: unknown): void {
  const meetings = field(fixture, 'meetings');
  if (!Array.isArray(meetings)) throw new Error('expected an array "meetings"');
  const insert = db.prepare('INSERT INTO meetings VALUES (?, ?, ?)');
  meetings.forEach((meeting, sort) => {
    const id = integerOf(field(meeting, 'id'));
    if (id === undefined) throw new Error('missing meeting id');
    insert.run(id, sort, JSON.stringify(meeting));
  });
  const invitations = field(fixture, 'invitations') ?? [];
  if (!Array.isArray(invitations)) throw new Error('expected an array "invitations"');
  const invite = db.prepare('INSERT INTO meeting_invitations VALUES (?, ?, ?)');
  for (const invitation of invitations) {
    const id = integerOf(field(invitation, 'id'));
    const mid = integerOf(field(invitation, 'mid'));
    if (id === undefined || mid === undefined) throw new Error('missing invitation id or mid');
    invite.run(id, mid, JSON.stringify(invitation));
  }
}
