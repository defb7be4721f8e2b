import { useCallback, useEffect, useRef, useState } from 'react';
import {
  PREVIEW_CHANNEL,
  isPreviewMessage,
  type FromFrame,
  type ToFrame,
} from './frame-messages.ts';

/**
 * Talks with the phone frame (preview-frame.html in an iframe of the same origin): a message is
 * taken only from that frame's window, and sent only to it. `ready` counts the frame's starts (a
 * reload starts it again), so whatever it shows is sent afresh each time.
 */
export function usePhoneFrame(onMessage: (message: FromFrame) => void) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(0);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });

  const send = useCallback((message: ToFrame) => {
    frame.current?.contentWindow?.postMessage(message, globalThis.origin);
  }, []);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source || event.origin !== globalThis.origin) return;
      if (!isPreviewMessage<FromFrame>(event.data)) return;
      if (event.data.type === 'ready') setReady((count) => count + 1);
      handler.current(event.data);
    };
    window.addEventListener('message', receive);
    // The frame may have started before this listener: ask it to say so again.
    send({ channel: PREVIEW_CHANNEL, type: 'hello' });
    return () => window.removeEventListener('message', receive);
  }, [send]);

  return { frame, ready, send };
}
