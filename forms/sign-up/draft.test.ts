import { describe, expect, test } from 'vitest';
import { memoryStorage } from '../../platform/storage.ts';
import { createDraftStore } from './draft.ts';
import { createIdempotencyKeys, randomKey } from './idempotency.ts';

describe('draft store', () => {
  test('keeps the input across a reload (session storage) and forgets it when cleared', () => {
    const storage = memoryStorage();
    createDraftStore(storage, 'm1').save({ name: '张三', interest: ['餐饮', '教育'] });
    const reloaded = createDraftStore(storage, 'm1');
    expect(reloaded.load()).toEqual({ name: '张三', interest: ['餐饮', '教育'] });
    expect(createDraftStore(storage, 'm2').load()).toBeUndefined();
    reloaded.clear();
    expect(reloaded.load()).toBeUndefined();
  });

  test.each([
    ['not JSON', '{'],
    ['a list', '["a"]'],
    ['null', 'null'],
  ])('a corrupt draft (%s) reads as none', (_case, text) => {
    const storage = memoryStorage();
    storage.set('bc.signUp.draft.m1', text);
    expect(createDraftStore(storage, 'm1').load()).toBeUndefined();
  });

  test('values that are not field values are dropped', () => {
    const storage = memoryStorage();
    storage.set(
      'bc.signUp.draft.m1',
      JSON.stringify({ name: '张三', bad: 3, list: [1], ok: ['a'] }),
    );
    expect(createDraftStore(storage, 'm1').load()).toEqual({ name: '张三', ok: ['a'] });
  });
});

describe('idempotency keys', () => {
  test('one key per payload, kept across a reload until forgotten', () => {
    const storage = memoryStorage();
    const first = createIdempotencyKeys(storage, 'm1');
    const key = first.keyFor({ a: 1 });
    expect(createIdempotencyKeys(storage, 'm1').keyFor({ a: 1 })).toBe(key);
    expect(first.keyFor({ a: 2 })).not.toBe(key);
    first.forget();
    expect(storage.get('bc.signUp.key.m1')).toBeUndefined();
  });

  test('random keys differ', () => {
    expect(new Set(Array.from({ length: 50 }, randomKey)).size).toBe(50);
  });
});
