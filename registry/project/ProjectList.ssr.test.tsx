import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import layout1 from '../../fixtures/modules/project/layout-1.json';
import layout2 from '../../fixtures/modules/project/layout-2.json';
import layout3 from '../../fixtures/modules/project/layout-3.json';
import layout4 from '../../fixtures/modules/project/layout-4.json';
import { validate } from '../../schemas/index.ts';
import { ProjectList } from './ProjectList.tsx';

test.each([layout1, layout2, layout3, layout4])(
  '$subModuleName renders on the server without window',
  (recorded) => {
    expect(typeof window).toBe('undefined');
    const result = validate('project', recorded.subModuleJson);
    if (!result.ok) throw new Error(result.issue.message);
    const html = renderToString(
      <ProjectList
        module={{
          kind: 'project',
          id: String(recorded.id),
          name: recorded.subModuleName,
          type: 5,
          data: result.value,
        }}
      />,
    );
    expect(html).toContain('data-module-type="5"');
    expect(html).toContain('智慧社区新零售');
    expect(html).toContain('20-50万元');
  },
);
