import { describe, expect, test } from 'vitest';
import { ANSWER_SCHEMAS } from '../schemas/answers.ts';
import { ENDPOINTS } from './endpoints.ts';
import { NO_SCREEN } from './no-screen.ts';

describe('the §7 calls no screen makes (issue 14)', () => {
  test('each is a row of the endpoint table, with why', () => {
    for (const [name, why] of Object.entries(NO_SCREEN)) {
      expect(ENDPOINTS).toHaveProperty(name);
      expect(why?.length).toBeGreaterThan(20);
    }
  });

  test('none has an answer schema: no screen calls it and the browser does not carry it', () => {
    expect(Object.keys(NO_SCREEN).filter((name) => name in ANSWER_SCHEMAS)).toEqual([]);
  });
});
