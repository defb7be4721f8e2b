import { describe, expect, test } from 'vitest';
import page1001 from '../fixtures/pages/1001.json';
import page1003 from '../fixtures/pages/1003.json';
import { buildEntry, buildPage, parseBackground, PageShapeError } from './build-page.ts';

const sub = (overrides: Record<string, unknown>) => ({
  id: 7,
  subModuleType: 10,
  subModuleName: '音频',
  subModuleJson: '{"radioUrl":"a.mp3"}',
  ...overrides,
});

describe('buildPage', () => {
  test('page 1001: every module valid, background and identity read', () => {
    const page = buildPage(page1001.data, '1001');
    expect(page).toMatchObject({ id: '1001', name: '2025 春季项目路演', activeId: '88' });
    expect(page.background).toEqual({
      commonBackgroundColor: '#fff4e8',
      backgroundImg: 'bg/spring.jpg',
    });
    expect(page.entries.map((entry) => entry.ok)).toEqual(Array(11).fill(true));
  });

  test('goods products come beside the config', () => {
    const goods = buildPage(page1001.data, '1001').entries.find(
      (entry) => entry.ok && entry.module.kind === 'goods',
    );
    expect(
      goods?.ok &&
        goods.module.kind === 'goods' &&
        goods.module.data.products.map((p) => p.productStatus),
    ).toEqual([1, 2]);
  });

  test('page 1003: numeric strings accepted, broken modules dropped alone', () => {
    const page = buildPage(page1003.data, '1003');
    const summary = page.entries.map((entry) =>
      entry.ok
        ? `${entry.module.id}:${entry.module.kind}`
        : `${entry.diagnostic.moduleId}:${entry.diagnostic.stage}`,
    );
    expect(summary).toEqual([
      '1:imageGroup',
      '2:json',
      '3:type',
      '4:article',
      '5:schema',
      '6:audio',
    ]);
    expect(page.activeId).toBeUndefined();
  });

  test.each([
    ['not an object', 'nope'],
    ['module list of the wrong type', { moduleSubs: 'x' }],
  ])('a page answer that is %s is a page shape error', (_name, data) => {
    expect(() => buildPage(data, '1')).toThrow(PageShapeError);
  });
});

describe('buildPage: what recorders and CMS versions vary', () => {
  test.each([
    ['absent', { id: 1, pageName: '空页面' }],
    ['null', { id: 1, pageName: '空页面', moduleSubs: null }],
    ['empty', { id: 1, pageName: '空页面', moduleSubs: [] }],
  ])('a module list that is %s makes a page without modules', (_name, data) => {
    expect(buildPage(data, '1')).toMatchObject({ name: '空页面', entries: [] });
  });

  test('configs sent as objects instead of JSON strings are read the same', () => {
    const page = buildPage(
      {
        backgroundJson: { commonBackgroundColor: '#eef4ff' },
        moduleSubs: [
          { id: 1, subModuleType: 10, subModuleName: '音频', subModuleJson: { radioUrl: 'a.mp3' } },
        ],
      },
      '1',
    );
    expect(page.background).toEqual({ commonBackgroundColor: '#eef4ff' });
    expect(page.entries[0]).toMatchObject({
      ok: true,
      module: { kind: 'audio', data: { radioUrl: 'a.mp3' } },
    });
  });
});

describe('buildEntry', () => {
  test.each([
    ['a string entry', 'garbage', 'entry'],
    ['an entry without id', sub({ id: null }), 'entry'],
    ['an unknown type', sub({ subModuleType: 42 }), 'type'],
    ['a non-numeric type', sub({ subModuleType: 'abc' }), 'entry'],
    ['JSON that does not parse', sub({ subModuleJson: '{"radioUrl":' }), 'json'],
    ['JSON of the wrong shape', sub({ subModuleType: 5, subModuleJson: '{"list":"x"}' }), 'schema'],
    ['JSON that is not an object', sub({ subModuleJson: '[1,2]' }), 'schema'],
  ])('%s drops the module with a diagnostic', (_name, raw, stage) => {
    const entry = buildEntry(raw);
    expect(entry.ok).toBe(false);
    if (!entry.ok) expect(entry.diagnostic.stage).toBe(stage);
  });

  test('a diagnostic names the module, its type and the schema path', () => {
    const entry = buildEntry(
      sub({
        id: '5',
        subModuleType: '5',
        subModuleName: '错误类型',
        subModuleJson: '{"layout":2,"list":"no"}',
      }),
    );
    expect(entry).toEqual({
      ok: false,
      diagnostic: {
        moduleId: '5',
        name: '错误类型',
        type: '5',
        stage: 'schema',
        schemaPath: '#/properties/list/type',
        message: '/list must be array',
      },
    });
  });

  test('a name or type that is an object with a broken toString is left out of the diagnostic, never thrown', () => {
    const hostile = { toString: '' };
    const entry = buildEntry(sub({ subModuleName: hostile, subModuleType: hostile }));
    expect(entry.ok).toBe(false);
    if (!entry.ok) expect(entry.diagnostic).toMatchObject({ name: '', type: '' });
  });

  test('the module background image is kept; an empty one is absent', () => {
    const withImage = buildEntry(sub({ moduleBackgroundImg: 'bg/m.jpg' }));
    const without = buildEntry(sub({ moduleBackgroundImg: '' }));
    expect(withImage.ok && withImage.module.backgroundImg).toBe('bg/m.jpg');
    expect(without.ok && 'backgroundImg' in without.module).toBe(false);
  });
});

describe('parseBackground', () => {
  test.each([
    ['absent', undefined, {}],
    ['not JSON', '{oops', {}],
    ['a colour only', '{"commonBackgroundColor":"#eef4ff"}', { commonBackgroundColor: '#eef4ff' }],
    ['null fields', '{"commonBackgroundColor":null,"backgroundImg":""}', {}],
  ])('%s', (_name, text, expected) => {
    expect(parseBackground(text)).toEqual(expected);
  });
});
