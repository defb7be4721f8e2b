import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { readSource, type SourceReading } from './read-source.ts';

const PAGE_1003 = readFileSync('fixtures/pages/1003.json', 'utf8');
const PAGE_1001 = readFileSync('fixtures/pages/1001.json', 'utf8');
const answer1001 = JSON.parse(PAGE_1001) as { data: { moduleSubs: unknown[] } };

function page(reading: SourceReading) {
  if (reading.status !== 'page') throw new Error(`not a page: ${JSON.stringify(reading)}`);
  return reading;
}

describe('readSource', () => {
  test('page 1003: modules 2, 3 and 5 are listed with their exact problems, the rest render', () => {
    const { modules, page: model, form } = page(readSource(PAGE_1003));
    expect(form).toBe('answer');
    expect(modules.map((row) => [row.moduleId, row.problem?.message])).toEqual([
      ['1', undefined],
      ['2', 'subModuleJson 不是合法的 JSON：第 1 行第 35 列，内容意外结束（还缺少 } ] }）'],
      [
        '3',
        '未知的模块类型 42：本客户端认得的类型是 1 图片组、2 视频、3 文章、4 文章专题、5 项目、6 商机、7 直播、8 报名表单、9 好物、10 音频',
      ],
      ['4', undefined],
      ['5', '配置不符合项目模块的结构：list 应为数组（列表），实际是文本 "not-an-array"'],
      ['6', undefined],
    ]);
    expect(modules[4]?.problem).toMatchObject({
      stage: 'schema',
      schemaPath: '#/properties/list/type',
    });
    expect(modules[0]).toMatchObject({ name: '字符串类型号', type: '1', kindName: '图片组' });
    // The card pinned in the module's place says what the list says.
    const dropped = model.entries.flatMap((entry) => (entry.ok ? [] : [entry.diagnostic.message]));
    expect(dropped).toEqual(modules.flatMap((row) => (row.problem ? [row.problem.message] : [])));
  });

  test.each([
    ['a whole answer', PAGE_1001, 'answer'],
    ['its data', JSON.stringify(answer1001.data), 'data'],
    ['one module', JSON.stringify(answer1001.data.moduleSubs[0]), 'module'],
    ['a list of modules', JSON.stringify(answer1001.data.moduleSubs.slice(0, 3)), 'modules'],
  ])('reads %s', (_case, text, form) => {
    const reading = page(readSource(text));
    expect(reading.form).toBe(form);
    expect(reading.modules.every((row) => row.problem === undefined)).toBe(true);
  });

  test.each([
    ['nothing', '  \n', { status: 'empty' }],
    [
      'broken JSON, with line and column',
      '{\n  "code": 1,\n  "data": {\n}',
      {
        status: 'invalid',
        problem: {
          message: '不是合法的 JSON：第 4 行第 2 列，内容意外结束（还缺少 }）',
          line: 4,
          column: 2,
          offset: 28,
        },
      },
    ],
    [
      'a failed answer',
      '{"code": 404, "message": "页面不存在", "data": null}',
      { status: 'invalid', problem: { message: '这是一个失败的回答（code 404）：页面不存在' } },
    ],
    [
      'an answer without data',
      '{"code": 1, "data": null}',
      { status: 'invalid', problem: { message: '回答里的 data 是空的，没有页面' } },
    ],
    [
      'a page whose module list is not one',
      '{"pageName": "x", "moduleSubs": 5}',
      {
        status: 'invalid',
        problem: {
          message: '页面数据不对：moduleSubs 应为数组（列表），实际是数字 5',
          schemaPath: '#/properties/moduleSubs/type',
        },
      },
    ],
  ])('%s', (_case, text, reading) => {
    expect(readSource(text)).toEqual(reading);
  });

  test('the page keeps its first modules only, the list every one', () => {
    const { page: model, modules } = page(readSource(PAGE_1003, 2));
    expect(model.entries).toHaveLength(2);
    expect(modules).toHaveLength(6);
  });

  test('something that is not a page says what it should be', () => {
    const reading = readSource('{"pics": []}');
    expect(reading).toMatchObject({ status: 'invalid' });
    expect(reading.status === 'invalid' && reading.problem.message).toMatch(/^看不出这是什么/);
  });

  test('an entry without its config, and a config sent as an object', () => {
    const { modules } = page(
      readSource(
        JSON.stringify([
          { id: 7, subModuleType: 3, subModuleName: '缺配置' },
          { id: 8, subModuleType: 3, subModuleJson: { layout: 9, list: [] } },
        ]),
      ),
    );
    expect(modules.map((row) => row.problem?.message)).toEqual([
      '模块数据不完整：缺少必填字段 subModuleJson',
      '配置不符合文章模块的结构：layout 不能大于 4，实际是数字 9',
    ]);
  });

  test('text that looks like code is only ever data', () => {
    const hostile = JSON.stringify({
      pageName: '<img src=x onerror=alert(1)>',
      moduleSubs: [{ id: 1, subModuleType: 1, subModuleJson: '{"pics":"constructor"}' }],
    });
    const reading = page(readSource(hostile));
    expect(reading.page.name).toBe('<img src=x onerror=alert(1)>');
    expect(reading.modules[0]?.problem?.message).toBe(
      '配置不符合图片组模块的结构：pics 应为数组（列表），实际是文本 "constructor"',
    );
  });
});
