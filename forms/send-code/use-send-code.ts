import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyValueStorage } from '../../lib/key-value-storage.ts';
import { countdownEnd, markCodeSent, secondsLeft, sendCodeLabel } from './send-code-timer.ts';

/** The send-code button's state: its label, whether it can be tapped, and the tap handler. */
export interface SendCode {
  label: string;
  disabled: boolean;
  seconds: number;
  start(): Promise<void>;
}

/**
 * R4.02: idle → (successful send) 60 s countdown → idle; a failed send resets at once. A second tap
 * while sending or counting, or a reload inside the countdown (the send time is kept in `storage`),
 * sends nothing.
 */
export function useSendCode(storage: KeyValueStorage, request: () => Promise<boolean>, now: () => number = Date.now): SendCode {
  const [end, setEnd] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  useEffect(() => setEnd(countdownEnd(storage, now())), [storage, now]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const left = secondsLeft(end, now());
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    };
    tick();
    if (secondsLeft(end, now()) > 0) timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end, now]);

  const start = useCallback(async () => {
    const running = countdownEnd(storage, now());
    if (busy.current || running > now()) {
      setEnd(running);
      return;
    }
    busy.current = true;
    setSending(true);
    try {
      if (await request()) {
        markCodeSent(storage, now());
        setEnd(countdownEnd(storage, now()));
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [storage, request, now]);

  return { label: sendCodeLabel(seconds), disabled: sending || seconds > 0, seconds, start };
}
