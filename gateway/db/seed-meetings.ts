import { field, integerOf, textOf } from '../json.ts';
import type { GatewayDatabase } from './open.ts';

/**
 * conferences.json: the meetings, each kept whole (its times are days from each call), the
 * invitations to them, each kept whole with its projects, and the conference list's first atmosphere
 * lines (names kept whole: the service masks them when it answers; times are minutes before each call).
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
  const lines = field(fixture, 'atmosphere') ?? [];
  if (!Array.isArray(lines)) throw new Error('expected an array "atmosphere"');
  const seed = db.prepare('INSERT INTO atmosphere_seeds VALUES (?, ?, ?, ?, ?)');
  lines.forEach((line, sort) => {
    const name = textOf(field(line, 'userName'));
    const mid = integerOf(field(line, 'meetingId'));
    const minutes = integerOf(field(line, 'minutesAgo'));
    if (!name || mid === undefined || minutes === undefined)
      throw new Error('an atmosphere line needs userName, meetingId and minutesAgo');
    seed.run(sort, name, mid, textOf(field(line, 'action')) ?? '预约了', minutes);
  });
}
