import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import layout1 from '../../fixtures/modules/article/layout-1.json';
import layout2 from '../../fixtures/modules/article/layout-2.json';
import layout3 from '../../fixtures/modules/article/layout-3.json';
import layout4 from '../../fixtures/modules/article/layout-4.json';
import { validate } from '../../schemas/index.ts';
import { ArticleList } from './ArticleList.tsx';

test.each([layout1, layout2, layout3, layout4])(
  '$subModuleName renders on the server without window',
  (recorded) => {
    expect(typeof window).toBe('undefined');
    const result = validate('article', recorded.subModuleJson);
    if (!result.ok) throw new Error(result.issue.message);
    const html = renderToString(
      <ArticleList
        module={{
          kind: 'article',
          id: String(recorded.id),
          name: recorded.subModuleName,
          type: 3,
          data: result.value,
        }}
      />,
    );
    expect(html).toContain('data-module-type="3"');
    expect(html).toContain('县域新机会：老板们都在看什么');
    expect(html).toContain('<button type="button"');
  },
);
