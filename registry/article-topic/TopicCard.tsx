import { useId } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import type { Topic } from '../../schemas/index.ts';
import { Picture } from '../../ui/Picture.tsx';

/** Cover of a topic banner: 690 × 280 design pixels. */
const COVER_RATIO = 690 / 280;

/** One topic as a button: the title (titleCustom wins) labels it, the introduction describes it; a tap emits openTopic. */
export function TopicCard({ topic }: { topic: Topic }) {
  const dispatch = useAction();
  const id = useId();
  const title = topic.titleCustom?.trim() || topic.title?.trim() || '';
  const introduce = topic.introduceCustom?.trim() ?? '';

  return (
    <button
      type="button"
      className="bc-topic-card bc-tappable"
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : '专题'}
      aria-describedby={introduce ? `${id}-introduce` : undefined}
      onClick={() => void dispatch({ kind: 'openTopic', topicId: topic.id })}
    >
      <span className="bc-topic-card__media">
        <Picture className="bc-topic-card__cover" src={topic.coverImg ?? ''} alt={title || '专题封面'} ratio={COVER_RATIO} sizes="full" />
        <span className="bc-topic-card__badge" aria-hidden="true">专题</span>
      </span>
      <span className="bc-topic-card__text">
        {title && <span className="bc-topic-card__title" id={`${id}-title`}>{title}</span>}
        {introduce && <span className="bc-topic-card__introduce" id={`${id}-introduce`}>{introduce}</span>}
      </span>
    </button>
  );
}
