import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { findJsonError, lineAndColumn } from './json-error.ts';

describe('findJsonError', () => {
  test.each([
    [
      'page 1003 module 2: a config cut off',
      '{"layout": 2, "list": [ {"id": 1, ',
      1,
      35,
      '内容意外结束（还缺少 } ] }）',
    ],
    ['an empty text', '  ', 1, 3, '内容是空的'],
    ['a key without quotes', '{\n  layout: 2\n}', 2, 3, '这里应是带双引号的属性名'],
    ['single quotes', '{"a": \'b\'}', 1, 7, 'JSON 的字符串要用双引号 "，不能用单引号'],
    ['a trailing comma in an object', '{"a": 1,\n}', 2, 1, '最后一个属性后面多了逗号'],
    ['a trailing comma in a list', '[1, 2, ]', 1, 8, '最后一项后面多了逗号'],
    ['a missing comma in a list', '[1 2]', 1, 4, '这里应是逗号 , 或右方括号 ]'],
    ['a missing comma in an object', '{"a": 1 "b": 2}', 1, 9, '这里应是逗号 , 或右花括号 }'],
    ['a missing colon', '{"a" 1}', 1, 6, '属性名后面应是冒号 :'],
    ['text after the end', '{"a": 1} x', 1, 10, 'JSON 已经结束，后面多出了内容'],
    [
      'a raw line break in a string',
      '{"a": "x\ny"}',
      1,
      9,
      '字符串里不能直接换行或含控制字符（换行请写成 \\n）',
    ],
    [
      'a bad escape',
      '{"a": "\\x"}',
      1,
      8,
      '无效的转义符（反斜杠后只能是 " \\ / b f n r t 或 uXXXX）',
    ],
    ['an unterminated string', '{"a": "xyz', 1, 11, '字符串没有结束（缺少右引号 "）'],
    [
      'a bare word',
      '{"a": yes}',
      1,
      7,
      '这里应是一个值（对象、数组、带双引号的字符串、数字、true、false 或 null）',
    ],
    [
      'a number with a leading plus',
      '[+1]',
      1,
      2,
      '这里应是一个值（对象、数组、带双引号的字符串、数字、true、false 或 null）',
    ],
    [
      'Chinese text before the error counts one column a character',
      '{"名称": "好", x}',
      1,
      13,
      '这里应是带双引号的属性名',
    ],
  ])('%s', (_case, text, line, column, reason) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(findJsonError(text)).toMatchObject({ line, column, reason });
  });

  test('agrees with JSON.parse on every recorded page and module: valid text has no error', () => {
    const files = readdirSync('fixtures', { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.json'),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files)
      expect(findJsonError(readFileSync(join('fixtures', file), 'utf8')), file).toBeUndefined();
  });

  test('valid JSON of every shape passes, however deep', () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    for (const text of ['0', '-1.5e+3', '"\\u00e9\\n"', 'true', 'null', '{"a":[{},[],""]}', deep])
      expect(findJsonError(text), text.slice(0, 20)).toBeUndefined();
  });

  test('every prefix of a valid text that JSON.parse refuses has an error at or before its end', () => {
    const text = readFileSync('fixtures/pages/1003.json', 'utf8');
    for (let end = 0; end < text.length; end += 7) {
      const prefix = text.slice(0, end);
      let parses = true;
      try {
        JSON.parse(prefix);
      } catch {
        parses = false;
      }
      const problem = findJsonError(prefix);
      expect(problem === undefined, `prefix of ${end}`).toBe(parses);
      if (problem) expect(problem.offset).toBeLessThanOrEqual(end);
    }
  });
});

test('lineAndColumn counts from 1', () => {
  expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
  expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  expect(lineAndColumn('ab\n', 3)).toEqual({ line: 2, column: 1 });
});
