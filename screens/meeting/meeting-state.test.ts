import { describe, expect, test } from 'vitest';
import type { Meeting } from '../../schemas/meeting.ts';
import { meetingState, type MeetingState } from './meeting-state.ts';

/** 2026-03-10 12:00:00 in China. */
const NOW = Date.UTC(2026, 2, 10, 4, 0, 0);

const base: Meeting = {
  id: '3321',
  meetingStartTime: '2026-03-20 09:00:00',
  signUpStartTime: '2026-03-01 00:00:00',
  signUpEndTime: '2026-03-19 18:00:00',
  quota: 200,
  signUpNum: 57,
};

describe('a meeting sign-up state (docs/conference.md)', () => {
  test.each<[string, Partial<Meeting>, MeetingState]>([
    ['open between its start and its end, places left', {}, 'open'],
    ['not open yet before sign-up starts', { signUpStartTime: '2026-03-10 12:00:01' }, 'upcoming'],
    ['open at the very second sign-up starts', { signUpStartTime: '2026-03-10 12:00:00' }, 'open'],
    ['closed at the second sign-up ends', { signUpEndTime: '2026-03-10 12:00:00' }, 'closed'],
    ['full when every place is taken', { quota: 30, signUpNum: 30 }, 'full'],
    ['no limit when the quota is 0', { quota: 0, signUpNum: 5000 }, 'open'],
    [
      'closed wins over full',
      { quota: 30, signUpNum: 30, signUpEndTime: '2026-03-01 00:00:00' },
      'closed',
    ],
    [
      'not open yet wins over full',
      { quota: 1, signUpNum: 1, signUpStartTime: '2026-03-11 00:00:00' },
      'upcoming',
    ],
    [
      'without an end, closed once the meeting has started',
      { signUpEndTime: '', meetingStartTime: '2026-03-10 11:00:00' },
      'closed',
    ],
    [
      'without any time, open',
      { signUpEndTime: '', meetingStartTime: '', signUpStartTime: '' },
      'open',
    ],
  ])('%s', (_case, change, state) => {
    expect(meetingState({ ...base, ...change }, NOW)).toBe(state);
  });
});
