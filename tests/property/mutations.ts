import fc from 'fast-check';

/** Any value JSON can carry (what a gateway answer or a module config is made of). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * What an edit does at the place it points to. Each is a way a CMS, a recorder or a gateway got an
 * answer wrong: a value of another type, a field missing, an enum value nobody knows, a string that
 * is not the JSON it should hold or holds it twice encoded, a prototype key, a long text, a deep
 * nesting, many copies of a list item, markup in a text.
 */
export const EDIT_KINDS = [
  'wrong-type',
  'drop',
  'unknown-number',
  'not-json',
  'double-encoded',
  'proto-key',
  'long-text',
  'deep',
  'many',
  'markup',
  'anything',
] as const;

/** One edit: which place (an index into the answer's places, modulo their count), what, and a choice. */
export interface Edit {
  at: number;
  kind: (typeof EDIT_KINDS)[number];
  pick: number;
  value: Json;
}

/** Values of every JSON type, to put where another type belongs. */
const WRONG_TYPES: Json[] = [null, 0, -1, 1e21, '', 'x', '1', true, false, [], {}, ['x'], { a: 1 }];
/** Numbers no table of codes holds. */
const UNKNOWN_NUMBERS = [99, -1, 0, 1.5, 2 ** 31, -(2 ** 53), 1e308];
/** Strings meant to hold JSON that do not. */
const NOT_JSON = ['{oops', '[1,', 'undefined', 'NaN', '{"a":}', '<html>', '\u0000', '{"a":1}}'];
/** Markup the page must show as text (the hostile corpus has the rest; this is the smallest set). */
const MARKUP = [
  '<img src=x onerror=alert(1)>',
  '</script><script>alert(1)</script>',
  '<svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '\u2028\u2029<!--',
];

/** Arbitrary edits, shrinkable (fast-check narrows a failure to the fewest, simplest edits). */
export const editsArbitrary = (most = 6): fc.Arbitrary<Edit[]> =>
  fc.array(
    fc.record({
      at: fc.nat(),
      kind: fc.constantFrom(...EDIT_KINDS),
      pick: fc.nat(),
      value: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
    }),
    { minLength: 1, maxLength: most },
  );

type Place = { parent: Json[] | { [key: string]: Json }; key: string | number };

/** Every place of a value (each property and each item, at any depth), in a stable order. */
function placesOf(value: Json, into: Place[] = []): Place[] {
  if (Array.isArray(value))
    value.forEach((item, index) => {
      into.push({ parent: value, key: index });
      placesOf(item, into);
    });
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      into.push({ parent: value, key });
      placesOf(item, into);
    }
  return into;
}

function nested(depth: number): Json {
  let value: Json = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { n: value };
  return value;
}

/** A fresh copy: the tables' values and the item copied for `many` are never shared (no cycles, no aliasing). */
const copied = (value: Json): Json => JSON.parse(JSON.stringify(value)) as Json;
/** How much text `many` may add at once, so that edits of edits stay a test's size. */
const MANY_CHARACTERS = 100_000;

function replaced(current: Json, { kind, pick, value }: Edit): Json {
  const from = <T extends Json>(list: readonly T[]): Json => copied(list[pick % list.length] as T);
  switch (kind) {
    case 'wrong-type':
      return from(WRONG_TYPES);
    case 'unknown-number':
      return from(UNKNOWN_NUMBERS);
    case 'not-json':
      return from(NOT_JSON);
    case 'double-encoded':
      return JSON.stringify(typeof current === 'string' ? current : JSON.stringify(current));
    case 'long-text':
      return (MARKUP[pick % MARKUP.length] ?? '').repeat(1 + (pick % 300));
    case 'deep':
      return nested(1 + (pick % 200));
    case 'markup':
      return from(MARKUP);
    case 'anything':
      return value;
    case 'drop':
    case 'proto-key':
    case 'many':
      return current;
    default:
      return kind satisfies never;
  }
}

/** Where `__proto__` goes as a real own key (JSON.parse makes it one; an assignment would not). */
const PROTO_KEYS: Json = JSON.parse(
  '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
) as Json;

function edit(root: { value: Json }, change: Edit): void {
  const places = placesOf(root.value);
  const place: Place = places[change.at % Math.max(1, places.length)] ?? {
    parent: root as unknown as { [key: string]: Json },
    key: 'value',
  };
  const { parent, key } = place;
  const current = (parent as Record<string | number, Json>)[key] ?? null;
  if (change.kind === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (change.kind === 'proto-key') {
    const target = current !== null && typeof current === 'object' && !Array.isArray(current);
    const holder = target ? current : (parent as { [key: string]: Json });
    if (!Array.isArray(holder))
      for (const [name, item] of Object.entries(PROTO_KEYS as object))
        Object.defineProperty(holder, name, {
          value: JSON.parse(JSON.stringify(item)) as Json,
          enumerable: true,
          writable: true,
          configurable: true,
        });
  } else if (change.kind === 'many' && Array.isArray(parent)) {
    const most = Math.floor(MANY_CHARACTERS / JSON.stringify(current).length);
    const count = Math.min(change.pick % 60, most);
    parent.splice(Number(key), 0, ...Array.from({ length: count }, () => copied(current)));
  } else (parent as Record<string | number, Json>)[key] = replaced(current, change);
}

/** A copy of `value` with the edits applied in order (the original is left as it was). */
export function mutated(value: Json, edits: readonly Edit[]): Json {
  const root = { value: JSON.parse(JSON.stringify(value)) as Json };
  for (const change of edits) edit(root, change);
  return root.value ?? null;
}
