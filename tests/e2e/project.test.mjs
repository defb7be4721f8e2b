// The project screens from the page server in Chromium at 375 px: unicorn-detail (and its
// mobile-site path /project/{id}) for a good id, an unknown id and failing calls, with JavaScript off,
// hydrating without warnings, the 项目推荐 card's carry rule, comment paging, the interest action
// (login first, stored once), axe, and screenshots at 375 and 320 px for people to look at; and
// the business opportunity screen under both its names (bussiness, business-opportunity).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  assertNotFound,
  assertShows,
  textWithoutJavaScript,
  uncaught,
  baseUrl,
  gatewayUrl,
  launchBrowser,
  listed,
  openPage,
  screenshot,
  loadAllImages,
  seriousA11yViolations,
  settle,
  hydrated,
} from './harness.mjs';

const projectCall = /\/api\/bosscloudProject\/getByIdForH5\//;
const commentCall = /\/api\/bosscloud-interact\/userComment\/selectH5Page/;

/** unicorn-detail for a project, on the page server or another base (the static host). */
function projectUrl(projectId, extra = '', base = baseUrl) {
  return `${base}/unicorn-detail.html?projectId=${encodeURIComponent(projectId)}${extra}`;
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('unicorn-detail', () => {
  for (const [label, url] of [
    ['unicorn-detail.html?projectId=9001', () => projectUrl(9001, '&utm_source=e2e')],
    ['the mobile-site path /project/9001', () => `${baseUrl}/project/9001?utm_source=e2e`],
  ])
    test(`${label}: the project, its live, activities, comments and 项目推荐, hydrated without a warning or a second request; axe finds nothing serious`, async () => {
      const { page, context, errors, requests } = await openPage(browser);
      try {
        const response = await page.goto(url());
        assert.equal(response?.status(), 200);
        assert.equal(response?.headers()['x-page-render'], 'server');
        await hydrated(page);
        await settle(page);
        assert.equal(await page.title(), '智慧社区新零售');
        await page.getByRole('heading', { level: 1, name: '智慧社区新零售' }).waitFor();
        const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
        assert.deepEqual(headings, [
          '项目详情',
          '项目直播',
          '市场活动',
          '用户评论（23）',
          '项目推荐',
        ]);
        assert.equal(await page.locator('.bc-project-recs__item').count(), 6);
        assert.deepEqual(
          requests.filter((address) => projectCall.test(address)),
          [],
          'the project is not asked for again',
        );
        assert.deepEqual(errors, [], `errors:${listed(errors)}`);
        assert.deepEqual(await seriousA11yViolations(page), []);
      } finally {
        await context.close();
      }
    });

  test('hostile project text runs no script, neither in the server HTML nor after hydration; the rich text keeps its safe part', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(projectUrl(9009));
      assert.equal(response?.status(), 200);
      const html = await response.text();
      assert.ok(!html.includes('<script>window.__pwned'), 'no script of the project in the HTML');
      assert.ok(!/<[a-z][^>]*\son\w+=/i.test(html), 'no element with an event handler in the HTML');
      await hydrated(page);
      await settle(page);
      assert.equal(await page.evaluate(() => window.__pwned), undefined, 'no script ran');
      assert.match(
        await page.getByRole('heading', { level: 1 }).innerText(),
        /<\/script><script>window.__pwned=1<\/script>恶意标题测试项目/,
      );
      const content = await page.locator('.bc-unicorn__content').innerText();
      assert.match(content, /正文开始[\s\S]*正文结束/);
      assert.equal(await page.locator('.bc-unicorn__content :is(script, iframe)').count(), 0);
      assert.equal(await page.locator('.bc-unicorn__content a[href^="javascript"]').count(), 0);
      assert.deepEqual(uncaught(errors), [], `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('with JavaScript off the project, its comments and its recommended projects are there', async () => {
    assertShows(await textWithoutJavaScript(browser, projectUrl(9001)), [
      '智慧社区新零售',
      '20-50万元',
      '以社区便利店为载体',
      '1.2万',
      '春季路演直播',
      '2025 春季项目路演 · 上海站',
      '项目模型很清晰',
      '项目推荐',
      '川味快餐连锁',
    ]);
  });

  test('an unknown id answers 404 with the page that says so, and 重试', async () => {
    await assertNotFound(browser, projectUrl(1), /项目不存在: 1/);
  });

  test('no projectId: the page says the address lacks the project number', async () => {
    const { page, context } = await openPage(browser);
    try {
      const response = await page.goto(`${baseUrl}/unicorn-detail.html`);
      assert.equal(response?.status(), 404);
      await page.getByText('页面地址不完整，缺少项目编号').waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });

  test('on a static host, a project call failing on the network shows 重试, and 重试 then loads it', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      let failures = 1;
      await page.route(projectCall, (route) =>
        failures-- > 0 ? route.abort('internetdisconnected') : route.continue(),
      );
      await page.goto(projectUrl(9001, '', gatewayUrl));
      const retry = page.getByRole('button', { name: '重试' });
      await retry.waitFor({ timeout: 15_000 });
      await retry.click();
      await page.getByRole('heading', { level: 1, name: '智慧社区新零售' }).waitFor();
      assert.equal(uncaught(errors).length, 0, `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('failing comments leave the page whole and are asked again from their block', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      let failures = 1;
      await page.route(commentCall, (route) =>
        failures-- > 0 ? route.abort('failed') : route.continue(),
      );
      await page.goto(projectUrl(9001, '', gatewayUrl));
      await page.getByRole('heading', { level: 1, name: '智慧社区新零售' }).waitFor();
      // The project's rich text holds a picture without a size: the comments move down when it
      // arrives, and a click aimed before that would land above the button.
      await loadAllImages(page);
      await page.getByRole('button', { name: '评论加载失败，点击重试' }).click();
      await page.waitForFunction(() => document.querySelectorAll('.bc-comment').length === 10);
      assert.equal(await page.locator('#bc-unicorn-comments').textContent(), '用户评论（23）');
      assert.equal(uncaught(errors).length, 0, `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('加载更多 shows the next comments until the visible end', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(projectUrl(9001));
      await hydrated(page);
      await loadAllImages(page);
      const more = page.getByRole('button', { name: '加载更多' });
      await more.click();
      await page.waitForFunction(() => document.querySelectorAll('.bc-comment').length === 20);
      await more.click();
      await page.getByText('没有更多了').waitFor();
      assert.equal(await page.locator('.bc-comment').count(), 23);
      assert.equal(await more.count(), 0);
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('R4.06 a 项目推荐 card opens unicorn-detail with the current query except projectId and articleId', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(projectUrl(9001, '&articleId=7&utm_source=e2e&code=once'));
      await hydrated(page);
      await Promise.all([
        page.waitForURL(/projectId=9004/, { timeout: 15_000 }),
        page.getByRole('button', { name: '川味快餐连锁' }).click(),
      ]);
      const opened = new URL(page.url());
      assert.equal(opened.pathname, '/unicorn-detail.html');
      assert.equal(opened.search, '?projectId=9004&utm_source=e2e');
      await page.getByRole('heading', { level: 1, name: '川味快餐连锁' }).waitFor();
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('R6.02 我有意向: a visitor logs in first, the interest is stored once and the bar says so, also after a reload', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(projectUrl(9005));
      await hydrated(page);
      await page.getByRole('button', { name: '我有意向' }).click();
      const dialog = page.getByRole('dialog', { name: '手机号登录' });
      await dialog.waitFor();
      const mobile = `139${String(Date.now()).slice(-8)}`;
      await dialog.getByLabel('手机号').fill(mobile);
      const sent = page.waitForResponse((response) =>
        response.url().includes('userLogin/sendCode'),
      );
      await dialog.getByRole('button', { name: '获取验证码' }).click();
      await sent;
      const { code } = await (await fetch(`${baseUrl}/__dev/sms/latest?mobile=${mobile}`)).json();
      await dialog.getByLabel('验证码').fill(String(code));
      await dialog.getByRole('checkbox').check();
      const saved = page.waitForResponse((response) =>
        response.url().includes('interact/userInterest/save'),
      );
      await dialog.getByRole('button', { name: '登录', exact: true }).click();
      assert.deepEqual((await (await saved).json()).data, { status: 1 });
      await page.getByRole('button', { name: '已提交意向' }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: '已提交意向' }).waitFor({ timeout: 15_000 });
      assert.equal(uncaught(errors).length, 0, `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  for (const width of [375, 320])
    test(`screenshots at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width });
      try {
        for (const id of [9001, 9006, 9003]) {
          await page.goto(projectUrl(id));
          await hydrated(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          assert.equal(overflow, 0, `project ${id} fits ${width} px`);
          await screenshot(page, `unicorn-detail-${id}-${width}`);
        }
      } finally {
        await context.close();
      }
    });
});

describe('bussiness and business-opportunity', () => {
  const businessUrl = (html, search) => `${baseUrl}/${html}.html?${search}`;

  for (const html of ['business-opportunity', 'bussiness'])
    test(`${html}.html?activeId=88&projectId=9001: the opportunity, its activity and the others, hydrated without a warning; axe finds nothing serious`, async () => {
      const { page, context, errors } = await openPage(browser);
      try {
        const response = await page.goto(businessUrl(html, 'activeId=88&projectId=9001'));
        assert.equal(response?.status(), 200);
        assert.equal(response?.headers()['x-page-render'], 'server');
        await hydrated(page);
        await settle(page);
        assert.equal(await page.title(), '社区店加盟合伙人');
        const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
        assert.deepEqual(headings, ['商机详情', '更多商机']);
        assert.match(await page.locator('.bc-business__activity').innerText(), /2025 春季项目路演/);
        assert.deepEqual(errors, [], `errors:${listed(errors)}`);
        assert.deepEqual(await seriousA11yViolations(page), []);
      } finally {
        await context.close();
      }
    });

  test('with JavaScript off the opportunity and its rich text are there', async () => {
    const url = businessUrl('business-opportunity', 'activeId=88&projectId=9001');
    assertShows(await textWithoutJavaScript(browser, url), [
      '社区店加盟合伙人',
      '20-50万元',
      '合作方式',
      '城市快充站场地合作',
    ]);
  });

  test('an unknown opportunity answers 404 with the page that says so, and 重试', async () => {
    const url = businessUrl('business-opportunity', 'projectId=1');
    await assertNotFound(browser, url, /商机不存在: 1/);
  });

  test('on a static host, a failing opportunity call shows 重试, and 重试 then loads it', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      let failures = 1;
      await page.route(/\/api\/commercialOpportunity\/getDetailByid/, (route) =>
        failures-- > 0 ? route.abort('internetdisconnected') : route.continue(),
      );
      await page.goto(`${gatewayUrl}/business-opportunity.html?activeId=88&projectId=9001`);
      await page.getByRole('button', { name: '重试' }).click({ timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: '社区店加盟合伙人' }).waitFor();
      assert.equal(uncaught(errors).length, 0, `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('another opportunity opens business-opportunity with the activity carried; 查看项目 opens unicorn-detail', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(businessUrl('bussiness', 'activeId=88&projectId=9001&utm_source=e2e'));
      await hydrated(page);
      await Promise.all([
        page.waitForURL(/projectId=9004/, { timeout: 15_000 }),
        page.getByRole('button', { name: '川味快餐城市代理' }).click(),
      ]);
      assert.equal(
        new URL(page.url()).pathname + new URL(page.url()).search,
        '/business-opportunity.html?projectId=9004&activeId=88&utm_source=e2e',
      );
      await hydrated(page);
      await Promise.all([
        page.waitForURL(/unicorn-detail/, { timeout: 15_000 }),
        page.getByRole('button', { name: '查看项目' }).click(),
      ]);
      assert.equal(new URL(page.url()).search, '?projectId=9004&activeId=88&utm_source=e2e');
      await page.getByRole('heading', { level: 1, name: '川味快餐连锁' }).waitFor();
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  for (const width of [375, 320])
    test(`business screenshots at ${width} px`, async () => {
      const { page, context } = await openPage(browser, { width });
      try {
        for (const [name, search] of [
          ['9001', 'activeId=88&projectId=9001'],
          ['9006', 'projectId=9006'],
          ['9007', 'projectId=9007'],
        ]) {
          await page.goto(businessUrl('business-opportunity', search));
          await hydrated(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          assert.equal(overflow, 0, `opportunity ${name} fits ${width} px`);
          await screenshot(page, `business-opportunity-${name}-${width}`);
        }
      } finally {
        await context.close();
      }
    });
});
