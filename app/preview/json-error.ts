/** Where a JSON text goes wrong, for staff: line and column (both from 1) and why, in Chinese. */
export interface JsonSyntaxProblem {
  /** Offset of the offending character (the text's length when it ends too soon). */
  offset: number;
  line: number;
  column: number;
  reason: string;
}

type Expect =
  'value' | 'firstValueOrEnd' | 'key' | 'firstKeyOrEnd' | 'colon' | 'commaOrEnd' | 'end';

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const LITERALS = ['true', 'false', 'null'];
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/** The line and column (from 1) of an offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset;) {
    line += 1;
    lineStart = index + 1;
    index = text.indexOf('\n', lineStart);
  }
  return { line, column: offset - lineStart + 1 };
}

/** A string from its opening quote: the offset after it, or where and why it breaks. */
function scanString(text: string, start: number): number | { at: number; reason: string } {
  for (let index = start + 1; index < text.length;) {
    const char = text.charCodeAt(index);
    if (char === 0x22) return index + 1;
    if (char < 0x20)
      return { at: index, reason: '字符串里不能直接换行或含控制字符（换行请写成 \\n）' };
    if (char === 0x5c) {
      ESCAPE.lastIndex = index;
      if (!ESCAPE.test(text))
        return { at: index, reason: '无效的转义符（反斜杠后只能是 " \\ / b f n r t 或 uXXXX）' };
      index = ESCAPE.lastIndex;
    } else index += 1;
  }
  return { at: text.length, reason: '字符串没有结束（缺少右引号 "）' };
}

/** A number or literal at `start`: the offset after it, or undefined when there is none. */
function scanScalar(text: string, start: number): number | undefined {
  NUMBER.lastIndex = start;
  if (NUMBER.test(text)) return NUMBER.lastIndex;
  const literal = LITERALS.find((word) => text.startsWith(word, start));
  return literal === undefined ? undefined : start + literal.length;
}

function closers(stack: readonly string[]): string {
  return stack
    .map((open) => (open === '{' ? '}' : ']'))
    .reverse()
    .join(' ');
}

/**
 * The first syntax error of a JSON text, found by a scan of its grammar (no recursion, so any
 * depth), or undefined when the text is valid JSON. Run it after `JSON.parse` refused a text: the
 * engine's own message says neither line nor column on every browser, and never in Chinese.
 */
export function findJsonError(text: string): JsonSyntaxProblem | undefined {
  const stack: Array<'{' | '['> = [];
  let expect: Expect = 'value';
  let index = 0;
  const fail = (at: number, reason: string): JsonSyntaxProblem => ({
    offset: at,
    ...lineAndColumn(text, at),
    reason,
  });
  const afterValue = (): Expect => (stack.length ? 'commaOrEnd' : 'end');
  for (;;) {
    while (index < text.length && WHITESPACE.has(text[index] ?? '')) index += 1;
    if (index >= text.length) {
      if (expect === 'end') return undefined;
      return fail(
        index,
        stack.length
          ? `内容意外结束（还缺少 ${closers(stack)}）`
          : text.trim() === ''
            ? '内容是空的'
            : '内容意外结束',
      );
    }
    const char = text[index];
    const top = stack[stack.length - 1];
    switch (expect) {
      case 'end':
        return fail(index, 'JSON 已经结束，后面多出了内容');
      case 'colon':
        if (char !== ':') return fail(index, '属性名后面应是冒号 :');
        index += 1;
        expect = 'value';
        continue;
      case 'commaOrEnd':
        if (char === ',') {
          index += 1;
          expect = top === '{' ? 'key' : 'value';
        } else if (char === (top === '{' ? '}' : ']')) {
          index += 1;
          stack.pop();
          expect = afterValue();
        } else
          return fail(
            index,
            top === '{' ? '这里应是逗号 , 或右花括号 }' : '这里应是逗号 , 或右方括号 ]',
          );
        continue;
      case 'key':
      case 'firstKeyOrEnd': {
        if (char === '}' && expect === 'firstKeyOrEnd') {
          index += 1;
          stack.pop();
          expect = afterValue();
          continue;
        }
        if (char === '}') return fail(index, '最后一个属性后面多了逗号');
        if (char !== '"') return fail(index, '这里应是带双引号的属性名');
        const end = scanString(text, index);
        if (typeof end !== 'number') return fail(end.at, end.reason);
        index = end;
        expect = 'colon';
        continue;
      }
      case 'value':
      case 'firstValueOrEnd': {
        if (char === ']' && expect === 'firstValueOrEnd') {
          index += 1;
          stack.pop();
          expect = afterValue();
          continue;
        }
        if (char === ']') return fail(index, '最后一项后面多了逗号');
        if (char === '{' || char === '[') {
          stack.push(char);
          index += 1;
          expect = char === '{' ? 'firstKeyOrEnd' : 'firstValueOrEnd';
          continue;
        }
        if (char === '"') {
          const end = scanString(text, index);
          if (typeof end !== 'number') return fail(end.at, end.reason);
          index = end;
        } else {
          const end = scanScalar(text, index);
          if (end === undefined)
            return fail(
              index,
              char === "'"
                ? 'JSON 的字符串要用双引号 "，不能用单引号'
                : '这里应是一个值（对象、数组、带双引号的字符串、数字、true、false 或 null）',
            );
          index = end;
        }
        expect = afterValue();
        continue;
      }
      default:
        return expect satisfies never;
    }
  }
}
