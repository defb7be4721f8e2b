import { describe, expect, test } from 'vitest';
import {
  activateWording,
  floatingButtonShown,
  initialCardIndex,
  offersIntention,
  validityText,
  type InitialCardInput,
} from './vip-rules.ts';

const LEVELS = [
  { vipKey: 'registerUser' },
  { vipKey: 'authUser' },
  { vipKey: 'supremeVip', isUserNextVip: 1 },
  { vipKey: 'bossConsultantVip' },
];

const base: InitialCardInput = { upGrade: false, isToNext: false, loggedIn: false };

describe('R4.10 the initial VIP card', () => {
  test.each<[string, InitialCardInput, number]>([
    ['upGrade=1: the next level', { ...base, upGrade: true, vipKey: 'bossConsultantVip' }, 2],
    ['isToNext=1: the next level', { ...base, isToNext: true }, 2],
    [
      'upGrade=1 wins over the current level',
      { ...base, upGrade: true, loggedIn: true, currentKey: 'authUser' },
      2,
    ],
    [
      'no vipKey, logged in: the current level',
      { ...base, loggedIn: true, currentKey: 'authUser' },
      1,
    ],
    [
      'a vipKey wins over the current level',
      { ...base, vipKey: 'bossConsultantVip', loggedIn: true, currentKey: 'authUser' },
      3,
    ],
    ['a visitor with a vipKey: its card', { ...base, vipKey: 'supremeVip' }, 2],
    ['a visitor without one: the first', base, 0],
    ['an unknown vipKey: the first', { ...base, vipKey: 'nobodyVip' }, 0],
    [
      'logged in but the current level is not listed: the vipKey rule, then the first',
      { ...base, loggedIn: true, currentKey: 'retiredVip' },
      0,
    ],
  ])('%s', (_name, input, expected) => {
    expect(initialCardIndex(LEVELS, input)).toBe(expected);
  });

  test('upGrade=1 with no next level known (a visitor) falls to the vipKey', () => {
    const none = LEVELS.map(({ vipKey }) => ({ vipKey }));
    expect(initialCardIndex(none, { ...base, upGrade: true, vipKey: 'authUser' })).toBe(1);
  });
});

describe('R4.09 the floating activate button', () => {
  test.each<[string, string, number, boolean, boolean]>([
    ['hidden for registerUser', 'registerUser', 1, false, false],
    ['hidden for authUser', 'authUser', 1, false, false],
    ['one price option: shown', 'supremeVip', 1, true, true],
    ['one price option, block out of view: shown', 'supremeVip', 1, false, true],
    ['more than one option, block in view: hidden', 'bossConsultantVip', 3, true, false],
    [
      'more than one option, block scrolled out of view: shown',
      'bossConsultantVip',
      3,
      false,
      true,
    ],
    ['no price option: nothing to activate', 'groupSupremeBossAIConsultantVip', 0, false, false],
  ])('%s', (_name, vipKey, options, inView, shown) => {
    expect(floatingButtonShown(vipKey, options, inView)).toBe(shown);
  });
});

describe('R4.08 wording and durations', () => {
  test.each([
    ['userVipStatus 1 renews', 1, '立即续费'],
    ['userVipStatus 0 activates', 0, '立即开通'],
    ['no status (a visitor) activates', undefined, '立即开通'],
    ['any other status activates', 2, '立即开通'],
  ])('%s', (_name, status, wording) => {
    expect(activateWording(status)).toBe(wording);
  });

  test.each([
    ['R9.11 unit 1 day', 7, 1, '7天'],
    ['R9.11 unit 2 week', 2, 2, '2周'],
    ['R9.11 unit 3 month', 3, 3, '3个月'],
    ['R9.11 unit 4 year', 1, 4, '1年'],
    ['an unknown unit shows nothing', 1, 9, ''],
    ['no time shows nothing', undefined, 4, ''],
  ])('%s', (_name, time, unit, text) => {
    expect(validityText(time, unit)).toBe(text);
  });
});

describe('the intention-to-cooperate popup is offered', () => {
  test.each<[string, string, number, boolean]>([
    ['by a paid level with no price option on sale', 'groupSupremeBossAIConsultantVip', 0, true],
    ['not by a level with a price', 'supremeVip', 1, false],
    ['not by a level with several prices', 'bossConsultantVip', 3, false],
    ['not by registerUser (registering reaches it)', 'registerUser', 0, false],
    ['not by authUser (certifying reaches it)', 'authUser', 0, false],
  ])('%s', (_name, vipKey, options, offered) => {
    expect(offersIntention(vipKey, options)).toBe(offered);
  });
});
