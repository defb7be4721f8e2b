import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import type { KeyValueStorage } from '../../lib/key-value-storage.ts';
import { useCountdown } from '../../ui/use-countdown.ts';
import {
  CODE_SENT_KEY,
  countdownEnd,
  markCodeSent,
  secondsLeft,
  sendCodeLabel,
  subscribeCodeSent,
} from './send-code-timer.ts';

/** The send-code button's state: its label, whether it can be tapped, and the tap handler. */
export interface SendCode {
  label: string;
  disabled: boolean;
  seconds: number;
  start(): Promise<void>;
}

const serverEnd = () => null;

/** Options of a send-code button: the clock, and where its countdown is kept (the code's kind). */
export interface SendCodeOptions {
  now?: () => number;
  /** Another code than the login's (the conference's) counts down on its own key. */
  key?: string;
}

/**
 * R4.02: idle → (successful send) 60 s countdown → idle; a failed send resets at once. A second tap
 * while sending or counting, or a reload inside the countdown (the send time is kept in `storage`),
 * sends nothing. The server render and the hydrating render show the idle button.
 */
export function useSendCode(
  storage: KeyValueStorage,
  request: () => Promise<boolean>,
  { now = Date.now, key = CODE_SENT_KEY }: SendCodeOptions = {},
): SendCode {
  const end = useSyncExternalStore(
    subscribeCodeSent,
    () => countdownEnd(storage, now(), key) || null,
    serverEnd,
  );
  const left = useCountdown(end, { now });
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const seconds = end === null || left === 0 ? 0 : secondsLeft(end, now());

  const start = useCallback(async () => {
    if (busy.current || countdownEnd(storage, now(), key) > now()) return;
    busy.current = true;
    setSending(true);
    try {
      if (await request()) markCodeSent(storage, now(), key);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [storage, request, now, key]);

  return { label: sendCodeLabel(seconds), disabled: sending || seconds > 0, seconds, start };
}
