import { readCache, writeCache } from '../../lib/cache.ts';
import type { KeyValueStorage } from '../../lib/key-value-storage.ts';

/** R4.02 / R9.02: the send-code countdown. */
export const SEND_CODE_SECONDS = 60;
/**
 * Where the last successful send is kept, so a reload cannot send again inside the countdown: the
 * login's code (the login popup and the sign-up forms send the same one, so they share it).
 */
export const CODE_SENT_KEY = 'bc.smsCode.sentAt';

const listeners = new Set<() => void>();

/** Calls `listener` after every recorded send; returns the unsubscribe function. */
export function subscribeCodeSent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records a successful send at `now` under `key` (the code's kind) and tells every send-code button. */
export function markCodeSent(storage: KeyValueStorage, now: number, key = CODE_SENT_KEY): void {
  writeCache(storage, key, now, SEND_CODE_SECONDS * 1000, now);
  listeners.forEach((listener) => listener());
}

/** When the running countdown of the code kept under `key` ends (ms since epoch), or 0 when none runs. */
export function countdownEnd(storage: KeyValueStorage, now: number, key = CODE_SENT_KEY): number {
  const sentAt = readCache<number>(storage, key, now);
  return typeof sentAt === 'number' ? sentAt + SEND_CODE_SECONDS * 1000 : 0;
}

/** Whole seconds left until `end`, rounded up (60 right after the send, 1 in the last second). */
export function secondsLeft(end: number, now: number): number {
  return end > now ? Math.ceil((end - now) / 1000) : 0;
}

/** R4.02: 获取验证码 when idle, 再次获取 {n}s while counting. */
export function sendCodeLabel(seconds: number): string {
  return seconds > 0 ? `再次获取 ${seconds}s` : '获取验证码';
}
