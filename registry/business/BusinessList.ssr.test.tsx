import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import layout1 from '../../fixtures/modules/business/layout-1.json';
import layout2 from '../../fixtures/modules/business/layout-2.json';
import layout3 from '../../fixtures/modules/business/layout-3.json';
import { validate } from '../../schemas/index.ts';
import { BusinessList } from './BusinessList.tsx';

test.each([layout1, layout2, layout3])(
  '$subModuleName renders on the server without window',
  (recorded) => {
    expect(typeof window).toBe('undefined');
    const result = validate('business', recorded.subModuleJson);
    if (!result.ok) throw new Error(result.issue.message);
    const html = renderToString(
      <BusinessList
        module={{
          kind: 'business',
          id: String(recorded.id),
          name: recorded.subModuleName,
          type: 6,
          data: result.value,
        }}
      />,
    );
    expect(html).toContain('data-module-type="6"');
    expect(html).toContain('社区店加盟合伙人');
  },
);
