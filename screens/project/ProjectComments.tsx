import { formatDate } from '../../lib/time.ts';
import type { ProjectComment, ProjectCommentPage } from '../../schemas/project-comments.ts';
import { picture } from '../../ui/Picture.tsx';
import { useCommentPages } from './use-comment-pages.ts';

function CommentItem({ comment }: { comment: ProjectComment }) {
  const name = comment.userName?.trim() || '匿名用户';
  const when = formatDate(comment.createTime, 'YYYY-MM-DD HH:mm');
  return (
    <li className="bc-comment">
      {comment.avatar ? (
        picture({
          className: 'bc-comment__avatar',
          src: comment.avatar,
          alt: '',
          ratio: 1,
          sizes: { width: 80, height: 80, quality: 75 },
        })
      ) : (
        <span className="bc-comment__avatar bc-comment__avatar--initial" aria-hidden="true">
          {[...name][0]}
        </span>
      )}
      <div className="bc-comment__body">
        <p className="bc-comment__head">
          <span className="bc-comment__name">{name}</span>
          {when && <time className="bc-comment__time">{when}</time>}
        </p>
        <p className="bc-comment__content">{comment.content}</p>
      </div>
    </li>
  );
}

/**
 * The project's comments: the first page at once, 加载更多 for the next, a visible end (没有更多了),
 * an empty state, and a failed page offering to ask again.
 */
export function ProjectComments({
  projectId,
  first,
}: {
  projectId: string;
  first: ProjectCommentPage | null;
}) {
  const { comments, total, status, hasMore, loadMore } = useCommentPages(projectId, first);
  const empty = comments.length === 0 && !hasMore;
  return (
    <section className="bc-unicorn__section" aria-labelledby="bc-unicorn-comments">
      <h2 className="bc-unicorn__heading" id="bc-unicorn-comments">
        用户评论{total > 0 && <span className="bc-unicorn__count">（{total}）</span>}
      </h2>
      {comments.length > 0 && (
        <ul className="bc-comments">
          {comments.map((comment, index) => (
            <CommentItem comment={comment} key={`${index}:${comment.id ?? ''}`} />
          ))}
        </ul>
      )}
      {empty && <p className="bc-comments__note">暂无评论</p>}
      {hasMore ? (
        <button
          type="button"
          className="bc-comments__more"
          onClick={loadMore}
          disabled={status === 'loading'}
        >
          {status === 'loading'
            ? '加载中…'
            : status === 'failed'
              ? '评论加载失败，点击重试'
              : '加载更多'}
        </button>
      ) : (
        comments.length > 0 && <p className="bc-comments__note">没有更多了</p>
      )}
    </section>
  );
}
