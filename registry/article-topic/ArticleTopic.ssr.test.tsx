import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import topics from '../../fixtures/modules/article-topic/topics.json';
import { validate } from '../../schemas/index.ts';
import { ArticleTopic } from './ArticleTopic.tsx';

test('renders on the server without window', () => {
  expect(typeof window).toBe('undefined');
  const result = validate('articleTopic', topics.subModuleJson);
  if (!result.ok) throw new Error(result.issue.message);
  const html = renderToString(
    <ArticleTopic
      module={{
        kind: 'articleTopic',
        id: String(topics.id),
        name: topics.subModuleName,
        type: 4,
        data: result.value,
      }}
    />,
  );
  expect(html).toContain('data-module-type="4"');
  expect(html).toContain('中国老板出海指南');
});
