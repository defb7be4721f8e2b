import type { ScreenDefinition } from '../shared/screen.ts';
import { loadTopic, type TopicValue } from './load-topic.ts';
import { TopicScreen, topicTitle } from './TopicScreen.tsx';
import { TopicSkeleton } from './TopicSkeleton.tsx';

/**
 * special (`id`), also the mobile site's `/special/{id}` (spec §2): a topic and its articles. Its
 * share card is the topic's title, introduction and cover.
 */
export const specialScreen: ScreenDefinition<TopicValue> = {
  name: 'special',
  html: 'special.html',
  label: '专题',
  sitePaths: [{ path: '/special/:id', param: 'id' }],
  params: ['id'],
  load: loadTopic,
  title: topicTitle,
  share: (value) => {
    const desc = value.topic.introduceCustom?.trim();
    return {
      title: topicTitle(value),
      ...(desc ? { desc } : {}),
      ...(value.topic.coverImg ? { image: value.topic.coverImg } : {}),
    };
  },
  pageView: () => ({}),
  Screen: TopicScreen,
  Skeleton: TopicSkeleton,
};
