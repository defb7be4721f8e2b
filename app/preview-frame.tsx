import '../ui/base.css';
import '../registry/styles.ts';
import { mountPage } from './mount.tsx';
import type { FromFrame } from './preview/frame-messages.ts';
import { PreviewFrameApp } from './preview/PreviewFrameApp.tsx';
import { createServices } from './services.ts';

// The phone frame of the preview (preview.html): it shows what the tool around it sends, and
// answers only to that tool (same origin, its parent window).
const root = document.getElementById('root');
if (root) {
  const { origin } = globalThis;
  const services = createServices();
  const post = (message: FromFrame) => window.parent.postMessage(message, origin);
  const listen = (onMessage: (data: unknown) => void) => {
    const receive = (event: MessageEvent) => {
      if (event.origin === origin && event.source === window.parent) onMessage(event.data);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  };
  mountPage(
    root,
    <PreviewFrameApp
      services={services}
      config={services.platform.config}
      origin={origin}
      post={post}
      listen={listen}
    />,
    false,
    services,
  );
}
