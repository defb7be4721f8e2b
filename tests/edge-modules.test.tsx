import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { ApiProvider } from '../api/use-api.tsx';
import { registry } from '../registry/all.ts';
import { buildPage } from '../runtime/build-page.ts';
import { renderPageHtml } from '../runtime/render-page-html.tsx';

const silentApi: ApiClient = { call: () => new Promise(() => {}), setSessionRecovery: () => {} };
const providers = (children: ReactNode) => <ApiProvider client={silentApi}>{children}</ApiProvider>;
const long = '很长的文字'.repeat(80);

/** Valid configs at the edges of what the CMS allows: the least it can send, and odd but valid values. */
const EDGES: Array<[string, number, unknown, Record<string, unknown>?]> = [
  ['image group without pictures', 1, { pics: [] }],
  [
    'image group with an unknown jump type and a tiny width',
    1,
    { picWidth: 1, pics: [{ imgUrl: 'a.jpg', jumpType: 99 }] },
  ],
  ['video with only an address', 2, { videoUrl: 'v.m3u8' }],
  [
    'articles without layout, titles or times',
    3,
    { list: [{ id: 1 }, { id: 2, publishTime: 'not a date' }] },
  ],
  [
    'article with very long text',
    3,
    { layout: 3, list: [{ id: 1, title: long, summary: long, sectionList: [{}, { name: long }] }] },
  ],
  ['topic without any text', 4, { list: [{ id: 1 }] }],
  ['project with only an id', 5, { layout: 4, list: [{ id: 1 }] }],
  [
    'project with absurd numbers',
    5,
    {
      list: [
        {
          id: 1,
          intentionNumTotal: -5,
          projectInvestmentMinDecimalFormat: 'abc',
          marketTag: [long, '', long, long, long],
        },
      ],
    },
  ],
  ['business with only a project id', 6, { list: [{ projectId: 1 }] }],
  ['live room without a room id', 7, { list: [{ title: '直播' }] }],
  ['form without fields', 8, { fieldList: [] }],
  [
    'form with only unselected fields and a broken extended field',
    8,
    {
      fieldList: [
        { fieldName: 'x', isSelected: 0 },
        { fieldName: 'y', fieldType: 2, isSelected: 1, otherJson: '{oops' },
      ],
    },
  ],
  ['goods without products', 9, {}],
  [
    'goods with an unknown status',
    9,
    { title: '好物' },
    { productInfoDto: [{ productId: 1, productStatus: 7, productPrice: 'free' }] },
  ],
  ['audio without anything', 10, {}],
];

describe('module edges render on the server without errors', () => {
  test.each(EDGES)('%s', async (_name, type, config, extra = {}) => {
    const page = buildPage(
      {
        moduleSubs: [
          {
            id: 1,
            subModuleType: type,
            subModuleName: '边界',
            subModuleJson: JSON.stringify(config),
            ...extra,
          },
        ],
      },
      '1',
    );
    expect(page.entries[0]?.ok).toBe(true);
    const { errors, html } = await renderPageHtml(page, registry, providers);
    expect(errors).toEqual([]);
    expect(html).not.toContain('undefined');
    expect(html).not.toContain('NaN');
  });
});
