// Conferences from the page server in Chromium at 375 px (issue 13): unicorn-meeting-signup
// server-rendered for an open meeting and hydrated without a warning, its other states (not open
// yet, full, closed), an unknown id, JavaScript off, a failing call on a static host, axe; the
// sign-up end to end (area cascade, conference code, face photo, login first, 报名成功, 已报名 after a
// reload, then listed under my sign-ups), ten taps one record, opened from an invitation (shown with
// its projects, the invitation saved once; an unknown one left out), a photo without a face; my-sign-ups
// server-rendered with login first, empty, failing then 重试; the conference list's atmosphere (its
// lines rotating in a box that never grows, the visitor's masked line after a reminder, hostile text
// shown as text); screenshots for people to look at.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import {
  assertNotFound,
  uncaught,
  assertShows,
  textWithoutJavaScript,
  baseUrl,
  gatewayUrl,
  hydrated,
  launchBrowser,
  listed,
  openPage,
  phone,
  screenshot,
  seriousA11yViolations,
  settle,
} from './harness.mjs';
import { environmentContext, recordedCalls } from './env-fakes.mjs';
import { logInThroughPopup } from './log-in.mjs';
import { fillSignUp } from './meeting-form.mjs';

const meetingCall = /\/api\/bosscloud-activity\/conferenceMeetingData\/find\//;
const saveCall = /\/api\/bosscloud-activity\/conferenceSignUpData\/save/;
const invitationSaveCall = /\/api\/conferenceInvitation\/saveData/;
const BLANK = fileURLToPath(new URL('../../fixtures/faces/blank.png', import.meta.url));

/** unicorn-meeting-signup for a meeting, as image taps with jumpType 7 open it. */
function meetingUrl(mid, extra = '', base = baseUrl) {
  return `${base}/unicorn-meeting-signup.html?mid=${encodeURIComponent(mid)}&RegistereSource=11${extra}`;
}

/** How many have signed up for a meeting, as the service counts them. */
async function signUpCount(mid) {
  const answer = await fetch(`${baseUrl}/api/bosscloud-activity/conferenceMeetingData/find/${mid}`);
  return (await answer.json()).data.signUpNum;
}

/** A mobile no other test uses. */
function freshMobile(prefix) {
  return `${prefix}${String(Date.now()).slice(-8)}`;
}

/** Meeting 3321 for a visitor who logs in first (the note's 登录), then fills the form. */
async function loggedInSignUp(page, input, extra = '') {
  await page.goto(meetingUrl(3321, extra));
  await hydrated(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await logInThroughPopup(page);
  return fillSignUp(page, input);
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('unicorn-meeting-signup', () => {
  test('an open meeting: server-rendered, hydrated without a warning or a second request; axe finds nothing serious', async () => {
    const { page, context, errors, requests } = await openPage(browser);
    try {
      const response = await page.goto(meetingUrl(3321, '&utm_source=e2e'));
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      await hydrated(page);
      await settle(page);
      assert.equal(await page.title(), '2026 天九共享·新经济企业家峰会（上海站）');
      assert.equal(await page.locator('.bc-meeting-summary__badge').innerText(), '报名中');
      assert.match(await page.locator('.bc-meeting').innerText(), /上海 · 浦东新区/);
      assert.deepEqual(
        requests.filter((address) => meetingCall.test(address)),
        [],
        'the meeting is not asked for again',
      );
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
      await screenshot(page, 'meeting-open-375');
      await page.setViewportSize({ width: 320, height: 640 });
      await screenshot(page, 'meeting-open-320');
    } finally {
      await context.close();
    }
  });

  test('not open yet, full and closed meetings say so', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      for (const [mid, badge] of [
        [3322, '报名未开始'],
        [3323, '名额已满'],
        [3324, '报名已结束'],
      ]) {
        const response = await page.goto(meetingUrl(mid));
        assert.equal(response?.status(), 200);
        assert.equal(await page.locator('.bc-meeting-summary__badge').innerText(), badge);
      }
      assert.deepEqual(uncaught(errors), [], `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('with JavaScript off the meeting and its explanations are there', async () => {
    // The count as the gateway has it now: this file's sign-ups add to the seeded 57, and a file
    // run again (the e2e runner's second run) finds them.
    const count = await signUpCount(3321);
    assertShows(await textWithoutJavaScript(browser, meetingUrl(3321)), [
      '新经济企业家峰会',
      '报名中',
      `已报名 ${count} / 200 人`,
      '会议议程',
      '交通指引',
    ]);
  });

  test('an unknown id answers 404 with the page that says so, and 重试', async () => {
    await assertNotFound(browser, meetingUrl(9), /会议不存在: 9/);
  });

  test('on a static host, a failing meeting call shows 重试, and 重试 then loads it', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      let failing = true;
      await page.route(meetingCall, (route) => (failing ? route.abort() : route.continue()));
      await page.goto(meetingUrl(3321, '', gatewayUrl));
      await page.getByRole('button', { name: '重试' }).waitFor({ timeout: 15_000 });
      failing = false;
      await page.getByRole('button', { name: '重试' }).click();
      await page.locator('.bc-meeting-summary__badge').waitFor({ timeout: 15_000 });
      assert.equal(uncaught(errors).length, 0, `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('a visitor signs up end to end: the area cascade, the conference code, the face photo, login first; the 报名成功 dialog, then 已报名 after a reload', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const before = await signUpCount(3321);
      await page.goto(meetingUrl(3321));
      await hydrated(page);
      const form = await fillSignUp(page, { mobile: freshMobile('135') });
      assert.equal(await form.getByText('提交时将进行人脸检测').count(), 1);
      await form.getByRole('button', { name: '提交' }).click();
      await logInThroughPopup(page);
      const success = page.getByRole('dialog', { name: '报名成功' });
      await success.waitFor({ timeout: 15_000 });
      assert.match(await success.innerText(), /新经济企业家峰会/);
      assert.equal(await signUpCount(3321), before + 1);
      await page.reload();
      await hydrated(page);
      await page.getByText('您已报名本次会议，请留意短信通知').waitFor({ timeout: 15_000 });
      assert.equal(await page.getByRole('button', { name: '提交' }).count(), 0);
      await screenshot(page, 'meeting-signed-up-375');
      await page.goto(`${baseUrl}/my-sign-ups.html`);
      await hydrated(page);
      const mine = page.getByRole('list', { name: '我的报名' });
      await mine.getByRole('link', { name: /新经济企业家峰会/ }).waitFor({ timeout: 15_000 });
      assert.equal(await mine.locator(':scope > li').count(), 1);
      assert.deepEqual(uncaught(errors), [], `page errors:${listed(errors)}`);
      await screenshot(page, 'my-sign-ups-375');
      await page.setViewportSize({ width: 320, height: 640 });
      await screenshot(page, 'my-sign-ups-320');
    } finally {
      await context.close();
    }
  });

  test('logged in first, ten rapid taps on 提交 store one record', async () => {
    const { page, context, errors, requests } = await openPage(browser);
    try {
      const before = await signUpCount(3321);
      const form = await loggedInSignUp(page, { mobile: freshMobile('136') });
      await form.getByText('人脸检测通过').waitFor({ timeout: 15_000 });
      await screenshot(page, 'meeting-form-filled-375');
      const submit = form.locator('button[type="submit"]');
      await Promise.all(Array.from({ length: 10 }, () => submit.dispatchEvent('click')));
      await page.getByRole('dialog', { name: '报名成功' }).waitFor({ timeout: 15_000 });
      assert.equal(await signUpCount(3321), before + 1);
      assert.equal(requests.filter((address) => saveCall.test(address)).length, 1);
      assert.deepEqual(uncaught(errors), [], `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('opened from an invitation: server-rendered with it and its projects; ten taps sign up once and save the invitation once', async () => {
    const { page, context, errors, requests } = await openPage(browser);
    try {
      const response = await page.goto(meetingUrl(3321, '&invitationId=51'));
      assert.equal(response?.headers()['x-page-render'], 'server');
      const invitation = page.getByRole('region', { name: '邀请函' });
      assert.match(await invitation.innerText(), /李明 邀请您参加本次会议/);
      const projects = page.getByRole('list', { name: '会上路演项目' });
      assert.equal(await projects.getByRole('link').count(), 3);
      assert.match(
        (await projects.getByRole('link').first().getAttribute('href')) ?? '',
        /^\.\/unicorn-detail\.html\?projectId=9001(&|$)/,
      );
      await screenshot(page, 'meeting-invited-375');
      await page.setViewportSize({ width: 320, height: 640 });
      await screenshot(page, 'meeting-invited-320');
      await page.setViewportSize(phone);
      const saved = page.waitForResponse((answer) => invitationSaveCall.test(answer.url()));
      const form = await loggedInSignUp(page, { mobile: freshMobile('137') }, '&invitationId=51');
      await form.getByText('人脸检测通过').waitFor({ timeout: 15_000 });
      const submit = form.locator('button[type="submit"]');
      await Promise.all(Array.from({ length: 10 }, () => submit.dispatchEvent('click')));
      await page.getByRole('dialog', { name: '报名成功' }).waitFor({ timeout: 15_000 });
      assert.equal((await (await saved).json()).code, 1, 'the invitation was saved');
      await page.reload();
      await hydrated(page);
      await page.getByText('您已报名本次会议，请留意短信通知').waitFor({ timeout: 15_000 });
      assert.equal(requests.filter((address) => saveCall.test(address)).length, 1);
      assert.equal(requests.filter((address) => invitationSaveCall.test(address)).length, 1);
      assert.deepEqual(uncaught(errors), [], `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('an unknown invitation leaves the meeting page as it is', async () => {
    const { page, context } = await openPage(browser);
    try {
      const response = await page.goto(meetingUrl(3321, '&invitationId=99'));
      assert.equal(response?.status(), 200);
      assert.equal(await page.locator('.bc-meeting-summary__badge').innerText(), '报名中');
      assert.equal(await page.getByRole('region', { name: '邀请函' }).count(), 0);
    } finally {
      await context.close();
    }
  });

  test("查看地图: in WeChat the venue opens in WeChat's map at scale 15 (R9.16); in a browser a map link at zoom 15, in WGS-84", async () => {
    const venue = '浦东新区世纪大道 1 号 国际会议中心 3 楼';
    const wechat = await environmentContext(browser, 'wechatBrowser');
    try {
      const page = await wechat.newPage();
      await page.goto(meetingUrl(3321));
      await hydrated(page);
      await page.getByRole('button', { name: '查看地图' }).click();
      await page.waitForFunction(
        () => (window.__calls ?? []).some((call) => call.name === 'openLocation'),
        undefined,
        { timeout: 15_000 },
      );
      const opened = (await recordedCalls(page)).filter((call) => call.name === 'openLocation');
      assert.deepEqual(opened, [
        {
          via: 'wx',
          name: 'openLocation',
          data: {
            latitude: 31.2397,
            longitude: 121.4998,
            name: venue,
            address: `上海市${venue}`,
            scale: 15,
          },
        },
      ]);
    } finally {
      await wechat.close();
    }
    const { page, context } = await openPage(browser);
    try {
      await context.route('https://www.openstreetmap.org/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>map</title>' }),
      );
      await page.goto(meetingUrl(3321));
      await hydrated(page);
      await Promise.all([
        page.waitForURL(/openstreetmap/, { timeout: 15_000 }),
        page.getByRole('button', { name: '查看地图' }).click(),
      ]);
      // The service's GCJ-02 (31.2397, 121.4998) as WGS-84, the open map's datum (lib/gcj02.ts).
      assert.match(page.url(), /\?mlat=31\.2417&mlon=121\.495351#map=15\/31\.2417\/121\.495351$/);
    } finally {
      await context.close();
    }
  });

  test('a photo without a face is refused clearly, nothing is stored, the input stays', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const before = await signUpCount(3321);
      const form = await loggedInSignUp(page, { mobile: freshMobile('139'), photo: BLANK });
      await form.getByText('未检测到人脸，请重新上传').waitFor({ timeout: 15_000 });
      await form.getByRole('button', { name: '提交' }).click();
      await page
        .getByText('未检测到人脸，请上传本人正面、清晰、无遮挡的照片')
        .first()
        .waitFor({ timeout: 15_000 });
      assert.equal(await signUpCount(3321), before);
      assert.equal(await form.getByLabel('公司名称').inputValue(), '天九共享');
      assert.deepEqual(uncaught(errors), [], `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });
});

describe('my-sign-ups', () => {
  const mySignUpsUrl = `${baseUrl}/my-sign-ups.html?utm_source=e2e`;
  const mySignUpsCall = /conferenceSignUpData\/mySignUpDataPage/;

  test('server-rendered, the same shell for everyone; login first, then the empty state; axe finds nothing serious', async () => {
    const { page, context, errors, requests } = await openPage(browser);
    try {
      const response = await page.goto(mySignUpsUrl);
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      await hydrated(page);
      assert.equal(await page.title(), '我的报名');
      await page.getByText('登录后查看您的报名').waitFor();
      assert.deepEqual(
        requests.filter((address) => mySignUpsCall.test(address)),
        [],
        'nothing personal is asked before the login',
      );
      assert.deepEqual(await seriousA11yViolations(page), []);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await logInThroughPopup(page, '138');
      await page.getByText('暂无报名').waitFor({ timeout: 15_000 });
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      await screenshot(page, 'my-sign-ups-empty-375');
    } finally {
      await context.close();
    }
  });

  test('with JavaScript off the page says what it is', async () => {
    assertShows(await textWithoutJavaScript(browser, mySignUpsUrl), ['我的报名']);
  });

  test('a failing call shows 重试, and 重试 then loads the list', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      let failing = true;
      await page.route(mySignUpsCall, (route) => (failing ? route.abort() : route.continue()));
      await page.goto(mySignUpsUrl);
      await hydrated(page);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await logInThroughPopup(page, '138');
      const retry = page.getByRole('button', { name: '重试' });
      await retry.waitFor({ timeout: 15_000 });
      failing = false;
      await retry.click();
      await page.getByText('暂无报名').waitFor({ timeout: 15_000 });
      assert.equal(uncaught(errors).length, 0, `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });
});

describe('conference-list', () => {
  const listUrl = `${baseUrl}/conference-list.html?utm_source=e2e`;
  const remindCall = /conferenceActivityRemind\/subscribeRemind/;

  /** The list's row of a meeting, by a part of its name. */
  function row(page, name) {
    return page
      .getByRole('list', { name: '会议' })
      .locator(':scope > li')
      .filter({ has: page.getByRole('link', { name }) });
  }

  test('server-rendered with the data board; pages as it scrolls; filters by city and state; axe finds nothing serious', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(listUrl);
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      await hydrated(page);
      assert.equal(await page.title(), '会议活动');
      assert.match(await page.locator('.bc-conference-board').innerText(), /会议场次\s*16/);
      const rows = page.getByRole('list', { name: '会议' }).locator(':scope > li');
      assert.equal(await rows.count(), 10);
      assert.equal(await page.getByText('共 16 场会议').count(), 1);
      assert.deepEqual(await seriousA11yViolations(page), []);
      await screenshot(page, 'conference-list-375');
      await page.locator('[data-load-more]').scrollIntoViewIfNeeded();
      await page.getByText('没有更多了').waitFor({ timeout: 15_000 });
      assert.equal(await rows.count(), 16);
      const cities = page.getByRole('group', { name: '城市' });
      await cities.getByRole('button', { name: '上海' }).click();
      await page.getByText('共 3 场会议').waitFor({ timeout: 15_000 });
      assert.equal(await rows.count(), 3);
      await page
        .getByRole('group', { name: '状态' })
        .getByRole('button', { name: '报名中' })
        .click();
      await page.getByText(/共 \d+ 场会议/).waitFor({ timeout: 15_000 });
      for (const badge of await page.locator('.bc-meeting-row__badge').allInnerTexts())
        assert.equal(badge, '报名中');
      await cities.getByRole('button', { name: '全部' }).click();
      await page
        .getByRole('group', { name: '状态' })
        .getByRole('button', { name: '名额已满' })
        .click();
      await page.getByText('共 2 场会议').waitFor({ timeout: 15_000 });
      assert.equal(
        await row(page, /项目对接闭门会/)
          .locator('.bc-meeting-row__badge')
          .innerText(),
        '名额已满',
      );
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      await page.setViewportSize({ width: 320, height: 640 });
      await screenshot(page, 'conference-list-full-320');
    } finally {
      await context.close();
    }
  });

  test('with JavaScript off the board and the meetings are there', async () => {
    assertShows(await textWithoutJavaScript(browser, listUrl), [
      '会议活动',
      '会议场次',
      '新经济企业家峰会',
      '报名未开始',
    ]);
  });

  test('提醒我: login first, ten taps one reminder, 已提醒 after a reload; a tap cancels it, still after a reload; a closed meeting has none', async () => {
    const { page, context, errors, requests } = await openPage(browser);
    try {
      await page.goto(listUrl);
      await hydrated(page);
      assert.equal(
        await row(page, /年度企业家大会/)
          .getByRole('button')
          .count(),
        0,
      );
      const forum = row(page, /县域经济发展论坛/);
      await forum.getByRole('button', { name: '提醒我' }).click();
      await logInThroughPopup(page, '134');
      await forum.getByRole('button', { name: '已提醒' }).waitFor({ timeout: 15_000 });
      const other = row(page, /新能源产业投资沙龙/).getByRole('button', { name: '提醒我' });
      await Promise.all(Array.from({ length: 10 }, () => other.dispatchEvent('click')));
      await row(page, /新能源产业投资沙龙/)
        .getByRole('button', { name: '已提醒' })
        .waitFor({ timeout: 15_000 });
      assert.equal(requests.filter((address) => remindCall.test(address)).length, 2);
      await page.reload();
      await hydrated(page);
      await forum.getByRole('button', { name: '已提醒' }).waitFor({ timeout: 15_000 });
      await screenshot(page, 'conference-list-reminded-375');
      await forum.getByRole('button', { name: '已提醒' }).click();
      await forum.getByRole('button', { name: '提醒我' }).waitFor({ timeout: 15_000 });
      await page.reload();
      await hydrated(page);
      await row(page, /新能源产业投资沙龙/)
        .getByRole('button', { name: '已提醒' })
        .waitFor({ timeout: 15_000 });
      assert.equal(await forum.getByRole('button', { name: '提醒我' }).count(), 1);
      assert.deepEqual(uncaught(errors), [], `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('the atmosphere: server-rendered, its lines move up in a box that never grows; 暂停滚动; a reminder set → the visitor’s masked line after a reload', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const html = await (await fetch(listUrl)).text();
      assert.match(html, /aria-label="会议动态"/);
      assert.match(html, /王\*\*/);
      await page.goto(listUrl);
      await hydrated(page);
      const box = page.getByRole('region', { name: '会议动态' });
      const drawn = box.locator('[data-place="now"]');
      const first = await drawn.innerText();
      const filters = page.getByRole('group', { name: '城市' });
      const before = { box: await box.boundingBox(), filters: await filters.boundingBox() };
      await page.waitForFunction(
        (text) => document.querySelector('[data-place="now"]')?.textContent !== text,
        first,
        { timeout: 15_000 },
      );
      assert.deepEqual(await box.boundingBox(), before.box, 'the box keeps its place and size');
      assert.deepEqual(await filters.boundingBox(), before.filters, 'nothing below it moves');
      const pause = box.getByRole('button', { name: '暂停滚动' });
      await pause.click();
      assert.equal(await pause.getAttribute('aria-pressed'), 'true');
      await screenshot(page, 'conference-list-atmosphere-375');

      const salon = row(page, /专精特新企业融资对接会/);
      await salon.getByRole('button', { name: '提醒我' }).click();
      const added = page.waitForResponse((answer) => /atmosphere\/add\/3325/.test(answer.url()));
      const mobile = await logInThroughPopup(page, '133');
      await salon.getByRole('button', { name: '已提醒' }).waitFor({ timeout: 15_000 });
      assert.equal((await (await added).json()).code, 1);
      await page.reload();
      await hydrated(page);
      const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
      // Waited for: on a busy machine the page server may answer the shell (the gateway late), and
      // the list, the atmosphere with it, then arrives after hydration.
      await box
        .getByRole('listitem')
        .filter({ hasText: `${masked} 刚刚预约了《专精特新企业融资对接会` })
        .waitFor({ state: 'attached', timeout: 15_000 });
      const lines = await box.getByRole('listitem').allInnerTexts();
      assert.ok(!lines.join('').includes(mobile), 'the whole mobile is never shown');
      assert.deepEqual(await seriousA11yViolations(page), []);
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('the atmosphere: a hostile name or title is shown as text and runs nothing (static host)', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const vector =
        '<img src=x onerror="window.__atmosphereRan=1"><script>window.__atmosphereRan=2</script>';
      const dialogs = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.route(/commonDict\/queryAtmosphere/, (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            code: 1,
            message: '成功',
            data: [
              { id: 1, userName: vector, action: '预约了', activityId: 3322, activityName: vector },
              {
                id: 2,
                userName: '李**',
                action: `<b onmouseover=alert(1)>`,
                activityName: '"><svg onload=alert(2)>',
              },
            ],
          }),
        }),
      );
      await page.goto(`${gatewayUrl}/conference-list.html`);
      const box = page.getByRole('region', { name: '会议动态' });
      await box.waitFor({ timeout: 15_000 });
      assert.equal(await box.locator('img, script, svg, b[onmouseover]').count(), 0);
      const items = box.getByRole('listitem');
      assert.equal(await items.nth(0).textContent(), `${vector} 预约了《${vector}》`);
      assert.equal(
        await items.nth(1).textContent(),
        '李** <b onmouseover=alert(1)>《"><svg onload=alert(2)>》',
      );
      assert.equal(await page.evaluate(() => window.__atmosphereRan), undefined);
      assert.deepEqual(dialogs, []);
      assert.deepEqual(uncaught(errors), [], `page errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });
});
