import { useCallback, useSyncExternalStore } from 'react';
import type { ScreenProps } from '../../screens/shared/screen.ts';
import type { PreviewSource } from './load-preview-source.ts';
import { PreviewTool } from './PreviewTool.tsx';
import { workerReader } from './worker-reader.ts';

const copy = (text: string) =>
  navigator.clipboard.writeText(text).then(
    () => true,
    () => false,
  );

const unchanging = () => () => undefined;

/** The preview as a screen: the tool over the browser's worker, clipboard and address bar. */
export function PreviewScreen({ value, search }: ScreenProps<PreviewSource>) {
  // The server renders the link without an origin; the browser adds its own once hydrated.
  const origin = useSyncExternalStore(
    unchanging,
    () => globalThis.origin,
    () => '',
  );
  const keepAddress = useCallback(
    (query: string) => window.history.replaceState(window.history.state, '', `?${query}`),
    [],
  );
  return (
    <PreviewTool
      initial={value}
      search={search}
      makeReader={workerReader}
      origin={origin}
      copy={copy}
      onSettings={keepAddress}
    />
  );
}
