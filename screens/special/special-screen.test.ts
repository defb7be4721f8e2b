import { expect, test } from 'vitest';
import type { TopicValue } from './load-topic.ts';
import { specialScreen } from './special-screen.ts';

const value: TopicValue = {
  topicId: '61',
  topic: {
    id: '61',
    title: '县域经济专题',
    introduceCustom: '下沉市场的十个机会',
    coverImg: 'topic/61.jpg',
  },
  articles: [],
  total: 0,
  loadedAt: 0,
};

test('a topic’s title and share card are its title, introduction and cover', () => {
  expect(specialScreen.title(value)).toBe('县域经济专题');
  expect(specialScreen.share?.(value)).toEqual({
    title: '县域经济专题',
    desc: '下沉市场的十个机会',
    image: 'topic/61.jpg',
  });
  expect(
    specialScreen.title({ ...value, topic: { titleCustom: '县域：机会在下沉', title: 'x' } }),
  ).toBe('县域：机会在下沉');
});

test('special.html?id= and the mobile site’s /special/{id} read the same id', () => {
  expect(specialScreen.params).toEqual(['id']);
  expect(specialScreen.sitePaths).toEqual([{ path: '/special/:id', param: 'id' }]);
});
