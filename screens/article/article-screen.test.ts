// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { articleScreen } from './article-screen.ts';
import { meiwenScreen } from './meiwen-screen.ts';
import { fixtureArticleValue } from './test-article-values.ts';

test('an article’s title and share card are its title, summary and cover', () => {
  const value = fixtureArticleValue(501);
  expect(articleScreen.title(value)).toBe('从0到1：连锁餐饮如何三年开出300家门店');
  expect(articleScreen.share?.(value)).toEqual({
    title: '从0到1：连锁餐饮如何三年开出300家门店',
    desc: '拆解一个区域品牌走向全国的关键决策。',
    image: 'article/501.jpg',
  });
});

test('without a summary the share card says the source; without a title, 文章详情', () => {
  const value = fixtureArticleValue(502);
  expect(articleScreen.share?.(value)).toMatchObject({ desc: '财经观察' });
  expect(articleScreen.title({ ...value, article: {} })).toBe('文章详情');
});

test('meiwen is the same screen under its own page; /news/{id} is articledetails', () => {
  expect(meiwenScreen.html).toBe('meiwen.html');
  expect(meiwenScreen.load).toBe(articleScreen.load);
  expect(articleScreen.sitePaths).toEqual([{ path: '/news/:id', param: 'articleId' }]);
});

test('the page server preloads the players an article shows', () => {
  expect(articleScreen.preload?.(fixtureArticleValue(501))).toEqual(['registry/video/index.ts']);
  expect(articleScreen.preload?.(fixtureArticleValue(502))).toEqual(['registry/audio/index.ts']);
  expect(articleScreen.preload?.(fixtureArticleValue(506))).toEqual([]);
});
