// Turns a gateway answer hostile (issue 16): every string the server sends is a sink, found by
// walking the answer rather than listed by hand, so a screen that lands later is covered by
// having answers. A string holding JSON (a module's subModuleJson, a form field's otherJson) is
// walked inside and written back as JSON. Text fields get the whole HTML corpus, address
// fields (by their name, or because their value is an address) an address vector; numbers,
// booleans and numeric strings stay (they are codes and ids the schemas read as numbers).
import { ADDRESS_VECTORS, HTML_VECTORS, VECTOR_SEPARATOR } from './corpus.mjs';

const ADDRESS_KEY =
  /url|link|href|src$|img|image|pic|cover|video|audio|poster|logo|avatar|icon|banner|path|scheme|qrcode/i;
const ADDRESS_VALUE = /^(?:https?:)?\/\/|^\/[\w-]|^pages\//i;
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/** What every text field holds: the whole HTML corpus, each vector once, each starting afresh. */
export const HTML_TEXT = HTML_VECTORS.map((vector) => vector.payload).join(VECTOR_SEPARATOR);
const HTML_IDS = HTML_VECTORS.map((vector) => vector.id);

/** `moduleSubs[3].pics[0].imgUrl` → `moduleSubs[].pics[].imgUrl`: one sink however many items. */
function sinkOf(path) {
  return path.replace(/\[\d+\]/g, '[]');
}

function parsedJson(text) {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    const value = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The hostile copy of `data` (the answer of `call`) for `round`, and the sinks it filled: each
 * sink's path, kind (text or address) and the vector ids it was given. The address fields of an
 * answer are numbered, and each takes the vector its number and the round point at, so the fields
 * of one page carry different address vectors and each round moves them all on.
 */
export function hostileAnswer(data, { call, round }) {
  const sinks = [];
  let slot = 0;
  const walk = (value, path, key) => {
    if (Array.isArray(value))
      return value.map((item, index) => walk(item, `${path}[${index}]`, key));
    if (value !== null && typeof value === 'object') {
      const copy = {};
      for (const [name, item] of Object.entries(value))
        copy[name] = walk(item, path ? `${path}.${name}` : name, name);
      return copy;
    }
    if (typeof value !== 'string' || value === '' || NUMERIC.test(value)) return value;
    const inner = parsedJson(value);
    if (inner !== undefined) return JSON.stringify(walk(inner, `${path}{json}`, key));
    const sink = `${call} ${sinkOf(path)}`;
    if (ADDRESS_KEY.test(key ?? '') || ADDRESS_VALUE.test(value)) {
      const vector = ADDRESS_VECTORS[(slot + round * 13) % ADDRESS_VECTORS.length];
      slot += 1;
      sinks.push({ sink, kind: 'address', ids: [vector.id] });
      return vector.address;
    }
    sinks.push({ sink, kind: 'text', ids: HTML_IDS });
    return HTML_TEXT;
  };
  return { data: walk(data, '', undefined), sinks };
}
