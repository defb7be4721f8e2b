import { expect, test } from 'vitest';
import { resolve } from '../../actions/resolve.ts';
import { testContext } from '../../actions/test-context.ts';
import { readQuery } from '../../lib/query.ts';

/** Where a recommended article opens from an article opened with `search` (the openArticle intent). */
function opened(search: string, articleId: string) {
  return resolve(
    { kind: 'openArticle', articleId },
    testContext('browser', false, { search, query: readQuery(search) }),
  );
}

// Spec §2: an article section with an article id opens articledetails carrying the other query
// parameters, except the dropped ones: the target ids (projectId, articleId), WeChat's single-use
// code and state, the token, and what the share-display rule removes (R4.13-R4.15).
test.each([
  ['the article id is the new one', 'articleId=501', 'articleId=504'],
  [
    'identity, app flags, location and attribution are carried',
    'articleId=501&userId=77&isApp=1&city=上海&utm_source=wx&gdt_vid=g1',
    'articleId=504&userId=77&isApp=1&city=%E4%B8%8A%E6%B5%B7&utm_source=wx&gdt_vid=g1',
  ],
  ['a project id is dropped', 'articleId=501&projectId=9001&userId=77', 'articleId=504&userId=77'],
  [
    "WeChat's code and state and the token are dropped",
    'articleId=501&code=abc&state=s&token=t&utm_source=wx',
    'articleId=504&utm_source=wx',
  ],
  [
    'showShare=1 alone keeps showShare (R4.13)',
    'articleId=501&showShare=1',
    'articleId=504&showShare=1',
  ],
  [
    'clearNav=1 alone keeps clearNav (R4.14)',
    'articleId=501&clearNav=1',
    'articleId=504&clearNav=1',
  ],
  [
    'both: clearNav is removed (R4.15)',
    'articleId=501&clearNav=1&showShare=1',
    'articleId=504&showShare=1',
  ],
  [
    'empty values are not carried',
    'articleId=501&userId=&utm_source=wx',
    'articleId=504&utm_source=wx',
  ],
])('a recommended article opens articledetails: %s', (_rule, search, query) => {
  expect(opened(search, '504')).toEqual([{ type: 'open', url: `/articledetails.html?${query}` }]);
});
