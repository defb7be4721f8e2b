import { useCallback, useRef, useState } from 'react';
import { useApi } from '../../api/use-api.tsx';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import type { ProjectComment, ProjectCommentPage } from '../../schemas/project-comments.ts';
import { COMMENT_PAGE_SIZE } from './load-project.ts';

/** The comments shown so far and what the list can do next. */
export interface CommentPages {
  comments: ProjectComment[];
  total: number;
  /** `failed`: the last page asked for did not come (the button says so and asks again). */
  status: 'idle' | 'loading' | 'failed';
  /** More than shown: 加载更多 asks for the next page. */
  hasMore: boolean;
  /** Asks for the next page (the first when none came with the page). */
  loadMore: () => void;
}

/**
 * The project's comments page by page (`userComment/selectH5Page`): the first page as the page
 * loaded it (null when that failed), the next ones on request; a request under way is not repeated.
 */
export function useCommentPages(projectId: string, first: ProjectCommentPage | null): CommentPages {
  const api = useApi();
  const [pages, setPages] = useState<ProjectCommentPage[]>(first ? [first] : []);
  const [status, setStatus] = useState<CommentPages['status']>(first ? 'idle' : 'failed');
  const busy = useRef(false);
  const comments = pages.flatMap((page) => page.records ?? []);
  const total = pages.at(-1)?.total ?? comments.length;
  const lastEmpty = pages.length > 0 && (pages.at(-1)?.records ?? []).length === 0;
  const hasMore = pages.length === 0 || (comments.length < total && !lastEmpty);

  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    api
      .call('bosscloudInteractUserCommentSelectH5Page', {
        body: { projectId, pageIndex: pages.length + 1, pageSize: COMMENT_PAGE_SIZE },
      })
      .then(
        (answer) => {
          if (answer.code !== SUCCESS_CODE) throw new Error(answer.message);
          setPages((loaded) => [...loaded, answer.data]);
          setStatus('idle');
        },
        () => setStatus('failed'),
      )
      .catch(() => setStatus('failed'))
      .finally(() => (busy.current = false));
  }, [api, projectId, pages.length]);

  return { comments, total, status, hasMore, loadMore };
}
