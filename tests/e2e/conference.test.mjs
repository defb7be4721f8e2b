// Conferences from the page server in Chromium at 375 px (issue 13): unicorn-meeting-signup
// server-rendered for an open meeting and hydrated without a warning, its other states (not open
// yet, full, closed), an unknown id, JavaScript off, a failing call on a static host, axe; the
// sign-up end to end (area cascade, conference code, face photo, login first, 报名成功, 已报名 after a
// reload), ten taps one record, a photo without a face; screenshots for people to look at.
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
  screenshot,
  seriousA11yViolations,
  settle,
} from './harness.mjs';
import { logInThroughPopup } from './log-in.mjs';

const meetingCall = /\/api\/bosscloud-activity\/conferenceMeetingData\/find\//;
const saveCall = /\/api\/bosscloud-activity\/conferenceSignUpData\/save/;
const FACE = fileURLToPath(new URL('../../fixtures/faces/face.png', import.meta.url));
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

/**
 * Fills meeting 3321's form as a visitor does: the fields, the code sent to the mobile (read from
 * the gateway's dev route), the area picked level by level, the photo from the album, the agreement.
 */
async function fillSignUp(page, { mobile, photo = FACE }) {
  const form = page.locator('.bc-meeting-sign-up');
  await form.getByLabel('姓名').fill('张三');
  await form.getByLabel('手机号').fill(mobile);
  const sent = page.waitForResponse((response) => response.url().includes('conference/sendSms'));
  await form.getByRole('button', { name: '获取验证码' }).click();
  assert.equal((await (await sent).json()).code, 1, 'the conference code was sent');
  const { code } = await (await fetch(`${baseUrl}/__dev/sms/latest?mobile=${mobile}`)).json();
  await form.getByLabel('验证码').fill(String(code));
  await form.getByLabel('公司名称').fill('天九共享');
  await form.getByLabel('职位').fill('总经理');
  await form.locator('[data-field="area"] button').click();
  const picker = page.getByRole('dialog', { name: '选择所在地区' });
  for (const name of ['北京市', '北京市', '东城区'])
    await picker.getByRole('option', { name, exact: true }).click();
  await picker.waitFor({ state: 'hidden' });
  await form.locator('input[type="file"]:not([capture])').setInputFiles(photo);
  await form.getByRole('checkbox').check();
  return form;
}

/** Meeting 3321 for a visitor who logs in first (the note's 登录), then fills the form. */
async function loggedInSignUp(page, input) {
  await page.goto(meetingUrl(3321));
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
    assertShows(await textWithoutJavaScript(browser, meetingUrl(3321)), [
      '新经济企业家峰会',
      '报名中',
      '已报名 57 / 200 人',
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
      assert.deepEqual(uncaught(errors), [], `page errors:${listed(errors)}`);
      await screenshot(page, 'meeting-signed-up-375');
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
