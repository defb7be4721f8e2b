import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { createHtmlPurifier } from './html-purifier.ts';

// The page server's DOM (a jsdom window, as ui/server-window.ts makes it); the browser gives its own.
const { window } = new JSDOM('');
const purify = createHtmlPurifier(window);

const ALLOWED = new Set(
  [
    'p br hr div span section article blockquote pre code h1 h2 h3 h4 h5 h6',
    'strong b em i u s del ins sub sup small mark q cite abbr ul ol li dl dt dd',
    'table caption colgroup col thead tbody tfoot tr th td a img figure figcaption video audio source',
  ]
    .join(' ')
    .split(' '),
);

/** What the sanitized markup must never hold, whatever went in. */
function inertnessProblems(html: string): string[] {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.localName;
    if (!ALLOWED.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml')
      problems.push(`<${tag}> in ${element.namespaceURI}`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
      if (['id', 'class', 'name', 'target', 'srcset', 'srcdoc', 'formaction'].includes(name))
        problems.push(`${tag}[${name}]`);
      if (['href', 'src', 'poster'].includes(name) && !/^(https?:\/\/|\/)/i.test(value))
        problems.push(`${tag}[${name}=${value}]`);
      if (name === 'style' && /url|expression|position|behavior|binding|import|\\/i.test(value))
        problems.push(`${tag}[style=${value}]`);
    }
  }
  return problems;
}

describe('the rich-text sanitizer', () => {
  test.each([
    ['a script element', '<p>文字</p><script>window.__pwned = 1</script>', '<p>文字</p>'],
    ['a script hidden in upper case', '<SCRIPT SRC=//evil.invalid/x.js></SCRIPT>正文', '正文'],
    ['an event handler', '<p onclick="window.__pwned = 1">点我</p>', '<p>点我</p>'],
    [
      'a broken picture with onerror',
      '<img src="x.png" onerror="window.__pwned = 1">',
      '<img src="/storage/x.png" loading="lazy" decoding="async">',
    ],
    ['a javascript: link', '<a href="javascript:window.__pwned=1">链接</a>', '<a>链接</a>'],
    [
      'an entity-encoded javascript: link',
      '<a href="&#106;avascript:alert(1)">链接</a>',
      '<a>链接</a>',
    ],
    [
      'a javascript: link split by a tab',
      '<a href="java\tscript:alert(1)">链接</a>',
      '<a>链接</a>',
    ],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">链接</a>', '<a>链接</a>'],
    [
      'a mailto: link (links are http(s) only)',
      '<a href="mailto:a@b.invalid">写信</a>',
      '<a>写信</a>',
    ],
    [
      'a javascript: picture',
      '<img src="javascript:alert(1)" alt="图">',
      '<img alt="图" loading="lazy" decoding="async">',
    ],
    ['an iframe', '<iframe src="https://evil.invalid/"></iframe><p>后文</p>', '<p>后文</p>'],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    [
      'a form with an input and a formaction button',
      '<form action="https://evil.invalid/"><input name="pwd"><button formaction="javascript:alert(1)">登录</button></form>',
      '登录',
    ],
    ['an svg with a script', '<svg><script>alert(1)</script><circle r="4"/></svg>文字', '文字'],
    ['an svg onload', '<svg onload="alert(1)"></svg>', ''],
    [
      'an svg animate setting href',
      '<svg><a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
      '',
    ],
    ['a math mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    [
      'a noscript mutation',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<p></p>',
    ],
    ['a style element', '<style>body { display: none }</style><p>正文</p>', '<p>正文</p>'],
    [
      'a style with an expression',
      '<p style="width: expression(alert(1)); color: red">红字</p>',
      '<p style="color: red;">红字</p>',
    ],
    [
      'a style with a url',
      '<p style="background: url(javascript:alert(1)); font-weight: bold">粗体</p>',
      '<p style="font-weight: bold;">粗体</p>',
    ],
    [
      'a style covering the page',
      '<div style="position: fixed; top: 0; left: 0; width: 100%; z-index: 9999">假的登录</div>',
      '<div style="width: 100%;">假的登录</div>',
    ],
    ['a style with an escape', '<p style="color: \\72 ed">字</p>', '<p>字</p>'],
    [
      'a meta refresh',
      '<meta http-equiv="refresh" content="0;url=https://evil.invalid/">正文',
      '正文',
    ],
    [
      'a base element',
      '<base href="https://evil.invalid/"><a href="/x">站内</a>',
      '<a href="/x" rel="noopener noreferrer nofollow">站内</a>',
    ],
    ['a link element', '<link rel="stylesheet" href="https://evil.invalid/x.css">正文', '正文'],
    ['a template', '<template><img src=x onerror=alert(1)></template>正文', '正文'],
    [
      'ids, classes and names',
      '<p id="root" class="bc-status--full" name="cookie">字</p>',
      '<p>字</p>',
    ],
    ['data attributes', '<p data-action="x" data-href="javascript:alert(1)">字</p>', '<p>字</p>'],
    [
      'a target on a link',
      '<a href="https://example.invalid/" target="_top">外链</a>',
      '<a href="https://example.invalid/" rel="noopener noreferrer nofollow">外链</a>',
    ],
    [
      'a video with a javascript: poster',
      '<video src="a.mp4" poster="javascript:alert(1)" autoplay></video>',
      '<video src="/storage/a.mp4" controls="" preload="none" playsinline=""></video>',
    ],
  ])('%s is made inert', (_name, dirty, clean) => {
    const out = purify(dirty);
    expect(out).toBe(clean);
    expect(inertnessProblems(out)).toEqual([]);
  });

  test.each([
    ['paragraphs and headings', '<h2>标题</h2><p>第一段<br>换行</p>'],
    ['emphasis', '<p><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s></p>'],
    ['lists', '<ul><li>一</li><li>二</li></ul><ol><li>三</li></ol>'],
    ['a table', '<table><tbody><tr><th>项目</th><td colspan="2">金额</td></tr></tbody></table>'],
    ['a quote', '<blockquote>引用</blockquote>'],
    [
      'plain text-look styles',
      '<p style="text-align: center; color: rgb(51, 51, 51); font-size: 16px;">居中</p>',
    ],
    [
      'a web link',
      '<a href="https://example.invalid/a?b=1" rel="noopener noreferrer nofollow">链接</a>',
    ],
    [
      'a picture with a web address',
      '<img src="https://cdn.example.invalid/a.jpg" alt="图" loading="lazy" decoding="async">',
    ],
  ])('what an article needs is kept: %s', (_name, html) => {
    expect(purify(html)).toBe(html);
  });

  test('a storage picture gets the storage base (R5.20)', () => {
    expect(purify('<img src="article/a.jpg">')).toBe(
      '<img src="/storage/article/a.jpg" loading="lazy" decoding="async">',
    );
  });

  test('text with markup characters stays text', () => {
    expect(purify('1 &lt; 2 &amp;&amp; 3 &gt; 2')).toBe('1 &lt; 2 &amp;&amp; 3 &gt; 2');
  });
});
