import { isRecord, integerOf, textOf } from './json.ts';

/**
 * What a faulty call does instead of answering well (issue 16): waits first (`delay`), answers
 * nothing until it drops the connection (`timeout`), answers HTTP 500 (`http-500`), an HTML error
 * page (`html`), its own JSON cut in half (`truncated`), an envelope with another code (`code`:
 * 20210, or any the spec's error catalogue meets), or drops the connection at once (`drop`).
 */
export const FAULT_KINDS = [
  'delay',
  'timeout',
  'http-500',
  'html',
  'truncated',
  'code',
  'drop',
] as const;

/** One of FAULT_KINDS. */
export type FaultKind = (typeof FAULT_KINDS)[number];

/** One rule of the fault switch: which calls it hits and how. */
export interface FaultRule {
  /** An endpoint-table name, or `*` for every call. */
  call: string;
  kind: FaultKind;
  /** `delay` and `timeout`: how long, in milliseconds (3000 and 60000 when absent). */
  ms: number;
  /** `code`: the envelope's code and message. */
  code: number;
  message: string;
  /** How many calls it hits before it is spent (no limit when absent). */
  times?: number;
  /** Hits only calls carrying a session token (a signed-in visitor's). */
  withToken: boolean;
}

/** One call the gateway answered since the rules were last set: what the tests count. */
export interface FaultJournalEntry {
  call: string;
  /** Whether the call carried a session token. */
  token: boolean;
  /** The fault it met, if any. */
  fault?: FaultKind;
  at: number;
}

/** The gateway's fault mode: a rule list set from outside (`/__dev/faults`), read by every call. */
export interface FaultSwitch {
  /** Replaces the rules and empties the journal. */
  set(rules: readonly FaultRule[]): void;
  /** The rule hitting this call (counting it against `times`), or none; journals the call. */
  take(call: string, token: boolean): FaultRule | undefined;
  /** The rules still active and the calls since they were set (the last 5,000). */
  state(): { rules: FaultRule[]; journal: FaultJournalEntry[] };
}

/** The journal keeps the last this many calls (a test reads its own few). */
const JOURNAL_LIMIT = 5_000;

/** A switch with no rules: every call answers as usual until a test sets some. */
export function createFaultSwitch(now: () => number = Date.now): FaultSwitch {
  let rules: FaultRule[] = [];
  let journal: FaultJournalEntry[] = [];
  return {
    set(next) {
      rules = next.map((rule) => ({ ...rule }));
      journal = [];
    },
    take(call, token) {
      const index = rules.findIndex(
        (rule) => (rule.call === '*' || rule.call === call) && (!rule.withToken || token),
      );
      const rule = rules[index];
      if (rule?.times !== undefined) {
        rule.times -= 1;
        if (rule.times <= 0) rules.splice(index, 1);
      }
      journal.push({ call, token, ...(rule ? { fault: rule.kind } : {}), at: now() });
      if (journal.length > JOURNAL_LIMIT) journal.shift();
      return rule;
    },
    state: () => ({ rules: rules.map((rule) => ({ ...rule })), journal: [...journal] }),
  };
}

/** The rules of a `POST /__dev/faults` body (`{"rules": [...]}`), or the reason it is refused. */
export function parseFaultRules(body: unknown): FaultRule[] | string {
  const list = isRecord(body) ? body['rules'] : undefined;
  if (!Array.isArray(list)) return 'body must be {"rules": [...]}';
  const rules: FaultRule[] = [];
  for (const [index, item] of list.entries()) {
    const kind = FAULT_KINDS.find((name) => name === (isRecord(item) ? item['kind'] : undefined));
    if (!isRecord(item) || kind === undefined)
      return `rules[${index}].kind must be one of ${FAULT_KINDS.join(', ')}`;
    const times = integerOf(item['times']);
    if (times !== undefined && times < 1) return `rules[${index}].times must be at least 1`;
    const ms = integerOf(item['ms']);
    rules.push({
      call: textOf(item['call']) ?? '*',
      kind,
      ms: ms ?? (kind === 'timeout' ? 60_000 : 3_000),
      code: integerOf(item['code']) ?? 20210,
      message: textOf(item['message']) ?? '登录已失效，请重新登录',
      ...(times === undefined ? {} : { times }),
      withToken: item['withToken'] === true,
    });
  }
  return rules;
}
