import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import type { KeyValueStorage } from '../../lib/key-value-storage.ts';
import { useCountdown } from '../../ui/use-countdown.ts';
import {
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

/**
 * R4.02: idle → (successful send) 60 s countdown → idle; a failed send resets at once. A second tap
 * while sending or counting, or a reload inside the countdown (the send time is kept in `storage`),
 * sends nothing. The server render and the hydrating render show the idle button.
 */
export function useSendCode(
  storage: KeyValueStorage,
  request: () => Promise<boolean>,
  now: () => number = Date.now,
): SendCode {
  const end = useSyncExternalStore(
    subscribeCodeSent,
    () => countdownEnd(storage, now()) || null,
    serverEnd,
  );
  const left = useCountdown(end, { now });
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const seconds = end === null || left === 0 ? 0 : secondsLeft(end, now());

  const start = useCallback(async () => {
    if (busy.current || countdownEnd(storage, now()) > now()) return;
    busy.current = true;
    setSending(true);
    try {
      if (await request()) markCodeSent(storage, now());
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [storage, request, now]);

  return { label: sendCodeLabel(seconds), disabled: sending || seconds > 0, seconds, start };
}
