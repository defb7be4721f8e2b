import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readQuery } from '../../lib/query.ts';
import { lazyRegistry } from '../../registry/index.ts';
import { Page } from '../../runtime/Page.tsx';
import type { ModuleDiagnostic } from '../../runtime/page-model.ts';
import { usePacedCount } from '../../runtime/use-paced-count.ts';
import { StatusView } from '../../ui/StatusView.tsx';
import { withRenderers } from '../ActivityPageApp.tsx';
import { PageFrame } from '../PageFrame.tsx';
import type { Services } from '../services.ts';
import type { Deployment } from '../../lib/deployment.ts';
import {
  PAGE_SLICE,
  PREVIEW_CHANNEL,
  isPreviewMessage,
  type FromFrame,
  type ToFrame,
} from './frame-messages.ts';
import { frameServices, type SimulatedVisit } from './frame-services.ts';
import { revealModule } from './reveal-module.ts';
import './preview-frame.css';

/** Modules rendered in one go: a page of this many or fewer shows at once. */
export const RENDER_STEP = 12;

/** What the frame shows: the visit the tool sent, and which of its revisions it is. */
interface Shown extends SimulatedVisit {
  revision: number;
  total: number;
}

export interface PreviewFrameAppProps {
  /** The frame's own client and data sources (live status asks the gateway). */
  services: Pick<Services, 'api' | 'sources'>;
  /** The build's settings, which a tap's context reads. */
  config: Deployment;
  origin: string;
  /** Tells the tool around the frame (the parent window). */
  post: (message: FromFrame) => void;
  /** Where the tool's messages arrive (the frame's own window). */
  listen: (onMessage: (data: unknown) => void) => () => void;
}

/**
 * The phone inside the preview: renders the page the tool sends with the runtime's own `<Page>` (in
 * preview mode, so a dropped module's card stands where it would have been) in the chrome of the
 * simulated host. A tap is traced, not performed, and a plain link never leaves the frame. The
 * modules sent render a slice per frame, never all at once; the next ones come when asked for.
 */
export function PreviewFrameApp({
  services: own,
  config,
  origin,
  post,
  listen,
}: PreviewFrameAppProps) {
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  // A module that failed to render keeps its boundary's state: the next page remounts them all.
  const failed = useRef(false);
  const [generation, setGeneration] = useState(0);

  useEffect(
    () =>
      listen((data) => {
        if (!isPreviewMessage<ToFrame>(data)) return;
        switch (data.type) {
          case 'hello':
            post({ channel: PREVIEW_CHANNEL, type: 'ready' });
            return;
          case 'show': {
            const { type: _type, channel: _channel, ...visit } = data;
            void withRenderers(visit.page).finally(() => {
              setShown(visit);
              if (failed.current) setGeneration((count) => count + 1);
              failed.current = false;
            });
            return;
          }
          case 'reveal':
            revealModule(data.moduleId);
            return;
          default:
            return data satisfies never;
        }
      }),
    [listen, post],
  );
  useEffect(() => {
    post({ channel: PREVIEW_CHANNEL, type: 'ready' });
  }, [post]);

  // A plain link (the download header's) is reported, never followed: the preview never leaves.
  useEffect(() => {
    const stay = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link) return;
      event.preventDefault();
      post({ channel: PREVIEW_CHANNEL, type: 'link', href: (link as HTMLAnchorElement).href });
    };
    document.addEventListener('click', stay, true);
    return () => document.removeEventListener('click', stay, true);
  }, [post]);

  const sent = shown?.page.entries.length ?? 0;
  const total = shown?.total ?? 0;
  const visible = usePacedCount(sent, RENDER_STEP);

  const revision = shown?.revision;
  useEffect(() => {
    if (revision !== undefined)
      post({ channel: PREVIEW_CHANNEL, type: 'shown', revision, modules: visible });
  }, [revision, visible, post]);

  const services = useMemo(
    () =>
      shown &&
      frameServices(shown, {
        api: own.api,
        sources: own.sources,
        config,
        origin,
        record: (entry) => post({ channel: PREVIEW_CHANNEL, type: 'trace', entry }),
      }),
    [shown, own, config, origin, post],
  );
  const onModuleError = useCallback(
    (diagnostic: ModuleDiagnostic) => {
      failed.current = true;
      post({ channel: PREVIEW_CHANNEL, type: 'renderFailed', diagnostic });
    },
    [post],
  );

  if (!shown || !services)
    return <StatusView kind="empty" title="等待页面" message="在左侧打开或粘贴一个页面" />;
  const page = { ...shown.page, entries: shown.page.entries.slice(0, visible) };
  return (
    <PageFrame
      services={services}
      host={shown.host}
      query={readQuery(shown.search)}
      search={shown.search}
      canShare={shown.page.share !== undefined}
    >
      <Page
        key={generation}
        page={page}
        registry={lazyRegistry}
        preview
        onModuleError={onModuleError}
        empty={
          <StatusView
            kind="empty"
            title="页面暂无内容"
            message="这个页面没有可展示的模块"
            fullScreen={false}
          />
        }
      />
      {visible === sent && sent < total && (
        <p className="bc-preview-frame__more">
          为保持流畅，只渲染了前 {sent} 个模块（共 {total} 个）。
          <button type="button" onClick={() => post({ channel: PREVIEW_CHANNEL, type: 'more' })}>
            再渲染 {Math.min(PAGE_SLICE, total - sent)} 个
          </button>
        </p>
      )}
    </PageFrame>
  );
}
