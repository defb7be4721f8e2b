import { useMemo } from 'react';
import type { Registry } from '../../registry/index.ts';
import { LONG_PAGE_MODULES, Page, type PageProps } from '../../runtime/Page.tsx';
import type { PageModel } from '../../runtime/page-model.ts';
import { usePacedCount } from '../../runtime/use-paced-count.ts';
import { StatusView } from '../../ui/StatusView.tsx';
import type { Outcome } from '../shared/screen.ts';
import { useOnReady, useOutcome } from '../shared/use-outcome.ts';
import { PageSkeleton } from './PageSkeleton.tsx';

/** What the screen shows once it knows: the page, or why there is none. */
export type ActivityOutcome = Outcome<PageModel>;

export interface ActivityScreenProps {
  /** Loads the page; called again on retry. */
  load: (signal: AbortSignal) => Promise<PageModel>;
  /** What the server rendered (hydration): shown at once, and not loaded again unless retried. */
  initial?: ActivityOutcome | undefined;
  /** Told each time a page is shown, the initial one included (share card, analytics). */
  onReady?: (page: PageModel) => void;
  registry: Registry;
  preview?: boolean;
  onModuleError?: PageProps['onModuleError'];
}

/** The activity page's whole life: loading skeleton, the page, or a message with a retry. */
export function ActivityScreen({
  load,
  initial,
  onReady,
  registry,
  preview = false,
  onModuleError,
}: ActivityScreenProps) {
  const { state, retry } = useOutcome(load, initial);
  useOnReady(state, (page) => {
    document.title = page.name;
    onReady?.(page);
  });

  const shownPage = state.status === 'ready' ? state.value : undefined;
  // Not the page the server rendered (a static host, the server's shell, a retry): rendered afresh.
  const fresh = initial?.status !== 'ready' || shownPage !== initial.value;
  // A long page rendered afresh mounts a batch of modules per commit.
  const limit = usePacedCount(
    shownPage?.entries.length ?? 0,
    fresh ? LONG_PAGE_MODULES : Number.POSITIVE_INFINITY,
  );
  // The page's subtree changes only with the page: a re-render above it (the share button appearing,
  // the host) never reaches a module that is still waiting for its chunk to hydrate, which would make
  // React drop its server HTML and render it afresh.
  const pageView = useMemo(
    () =>
      shownPage && (
        <Page
          page={shownPage}
          registry={registry}
          preview={preview}
          empty={
            <StatusView
              kind="empty"
              title="页面暂无内容"
              message="活动内容正在准备中，请稍后再来"
              fullScreen={false}
            />
          }
          {...(onModuleError ? { onModuleError } : {})}
          fresh={fresh}
          limit={limit}
        />
      ),
    [shownPage, registry, preview, onModuleError, fresh, limit],
  );

  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'failed')
    return <StatusView kind="error" message={state.message} onRetry={retry} />;
  return pageView;
}
