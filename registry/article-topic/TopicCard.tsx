import { useId } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import type { Topic } from '../../schemas/index.ts';
import { cardAction } from '../../ui/CardAction.tsx';
import { picture } from '../../ui/Picture.tsx';

/** Cover of a topic banner: 690 × 280 design pixels. */
const COVER_RATIO = 690 / 280;

/** One topic as a button: the title (titleCustom wins) labels it, the introduction describes it; a tap emits openTopic. */
export function TopicCard({ topic }: { topic: Topic }) {
  const dispatch = useAction();
  const id = useId();
  const title = topic.titleCustom?.trim() || topic.title?.trim() || '';
  const introduce = topic.introduceCustom?.trim() ?? '';

  return (
    <div className="bc-topic-card bc-card bc-tappable">
      <span className="bc-topic-card__media">
        {picture({
          className: 'bc-topic-card__cover',
          src: topic.coverImg ?? '',
          alt: title || '专题封面',
          ratio: COVER_RATIO,
          sizes: 'full',
        })}
        <span className="bc-topic-card__badge" aria-hidden="true">
          专题
        </span>
      </span>
      <span className="bc-topic-card__text">
        {cardAction({
          className: 'bc-topic-card__title bc-clamp',
          label: '专题',
          describedBy: introduce ? `${id}-introduce` : undefined,
          onPress: () => void dispatch({ kind: 'openTopic', topicId: topic.id }),
          children: title || undefined,
        })}
        {introduce && (
          <span className="bc-topic-card__introduce bc-clamp" id={`${id}-introduce`}>
            {introduce}
          </span>
        )}
      </span>
    </div>
  );
}
