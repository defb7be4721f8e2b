import { frameProps } from '../module-frame.tsx';
import type { ModuleProps } from '../module-props.ts';
import { TopicCard } from './TopicCard.tsx';
import './ArticleTopic.css';

/** Module type 4: article topics as wide banner cards. An empty list shows nothing at all. */
export function ArticleTopic({ module }: ModuleProps<'articleTopic'>) {
  const { list } = module.data;
  if (list.length === 0) return null;

  return (
    <section {...frameProps(module, 'bc-topic')}>
      <ul className="bc-topic__list">
        {list.map((topic, index) => (
          <li className="bc-topic__item" key={`${index}:${topic.id}`}>
            <TopicCard topic={topic} />
          </li>
        ))}
      </ul>
    </section>
  );
}
