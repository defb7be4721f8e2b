/**
 * A project's like (点赞): its count, pressed once the visitor liked it (then not tappable: the
 * spec has no undo).
 */
export function LikeButton({
  likes,
  liked,
  onTap,
}: {
  likes: number;
  liked: boolean;
  onTap: () => void;
}) {
  return (
    <button
      type="button"
      className="bc-like"
      aria-pressed={liked}
      aria-label={`${liked ? '已赞' : '点赞'}，${likes} 人点赞`}
      disabled={liked}
      onClick={onTap}
    >
      {liked ? '已赞' : '赞'} {likes}
    </button>
  );
}
