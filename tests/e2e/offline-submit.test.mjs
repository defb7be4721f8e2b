// Going offline mid-submit on every form that commits (issue 16). A gateway of this file's own (its
// SQLite file is read to count what each form stored) behind a page server of its own. For each form:
// the visitor fills it in (logging in first where the form asks), taps its commit, and the commit
// reaches the gateway, which stores it, but the answer never comes back: the device went offline in
// between. The visitor then reads a message and can tap again; a tap while still offline fails the
// same way; back online, the tap succeeds (or the page has learnt by itself that the commit was
// stored, as a toggle asking its state again after the login does, and says so). Figures: a message
// each time, nothing typed lost, exactly one record in the gateway's database, no uncaught error.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { startGateway, startPageServer, stopChild } from '../../scripts/gateway-process.mjs';
import {
  controlHydrated,
  hydrated,
  launchBrowser,
  listed,
  openPage,
  uncaught,
} from './harness.mjs';
import { logInThroughPopup } from './log-in.mjs';
import { fillSignUp } from './meeting-form.mjs';

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, process.env.E2E_DIST ?? 'dist');
/** R9.03: a mechanic takes no second tap within 3000 ms of the last one it accepted. */
const MECHANIC_WINDOW_MS = 3_100;
/** Pictures and media: not what this test looks at, and each costs the two cores a request. */
const MEDIA = /\/storage\//;

let browser;
let gateway;
let pageServer;
let work;
let db;
before(async () => {
  work = mkdtempSync(join(tmpdir(), 'bc-offline-'));
  browser = await launchBrowser();
  gateway = await startGateway(['--dist', dist, '--data', join(work, 'data')]);
  pageServer = await startPageServer(gateway.url, { DIST_DIR: dist });
  db = new Database(join(work, 'data', 'gateway.sqlite'), { readonly: true, fileMustExist: true });
});
after(async () => {
  db?.close();
  await browser?.close();
  if (pageServer) await stopChild(pageServer.child);
  if (gateway) await stopChild(gateway.child);
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A mobile no other visitor of this file uses. */
let visitors = 0;
const freshMobile = (prefix) =>
  `${prefix}${String(process.pid % 1_000).padStart(3, '0')}${String((visitors += 1)).padStart(5, '0')}`;

/** How many rows of `table` belong to the user with this mobile. */
function rowsOf(table, mobile) {
  return db
    .prepare(
      `SELECT count(*) AS n FROM ${table} WHERE user_id = (SELECT id FROM users WHERE mobile = ?)`,
    )
    .get(mobile).n;
}

/** Logs in through the page's 登录 button, then its popup; answers the mobile. */
async function logInFirst(page, prefix) {
  await page.getByRole('button', { name: '登录', exact: true }).first().click();
  return logInThroughPopup(page, prefix, pageServer.url);
}

/** A code for `mobile`, sent by tapping 获取验证码 in `scope`, as the gateway's dev route reads it. */
async function codeFor(page, scope, mobile) {
  const sent = page.waitForResponse((response) => response.url().includes('userLogin/sendCode'));
  await scope.getByRole('button', { name: '获取验证码' }).click();
  await sent;
  const answer = await fetch(`${pageServer.url}/__dev/sms/latest?mobile=${mobile}`);
  return String((await answer.json()).code);
}

/**
 * Every form that commits: where it is, how a visitor fills it (`fill` answers the mobile whose user
 * the record belongs to), the commit call it sends, the control that commits (and commits again),
 * what it shows once stored, and where its record lands (`rows`).
 */
const FORMS = [
  {
    name: 'the activity sign-up form (page 1002)',
    path: '/activity-page.html?pageId=1002',
    commit: 'newStayConsult/newCommitActivityStayConsult',
    scope: (page) => page.locator('form[data-engine="formily"]'),
    async fill(page, form) {
      const mobile = freshMobile('150');
      await form.getByLabel('姓名').fill('张三');
      await form.getByLabel('手机号').fill(mobile);
      await form.getByLabel('公司名称').fill('九天科技');
      await form.getByRole('button', { name: '所在地区' }).click();
      const sheet = page.getByRole('dialog', { name: '选择所在地区' });
      for (const name of ['北京市', '北京市', '朝阳区'])
        await sheet
          .locator('.bc-picker__option')
          .filter({ hasText: new RegExp(`^${name}$`) })
          .click();
      await sheet.waitFor({ state: 'hidden' });
      await form
        .locator('label.bc-field__chip')
        .filter({ hasText: /^50-100万$/ })
        .click();
      await form
        .locator('label.bc-field__chip')
        .filter({ hasText: /^餐饮$/ })
        .click();
      await form.getByLabel('验证码').fill(await codeFor(page, form, mobile));
      await form.getByRole('checkbox', { name: '我已阅读并同意' }).check();
      return mobile;
    },
    tap: (page, form) => form.getByRole('button', { name: '提交' }).click(),
    done: (page) => page.getByRole('dialog').filter({ hasText: '报名成功' }),
    rows: (mobile) =>
      db.prepare('SELECT count(*) AS n FROM stay_consults WHERE mobile = ?').get(mobile).n,
  },
  {
    name: 'the meeting sign-up (unicorn-meeting-signup, meeting 3321)',
    path: '/unicorn-meeting-signup.html?mid=3321&RegistereSource=11',
    commit: 'conferenceSignUpData/save',
    scope: (page) => page.locator('.bc-meeting-sign-up'),
    async fill(page, form) {
      const mobile = await logInFirst(page, '136');
      await fillSignUp(page, { mobile, base: pageServer.url });
      await form.getByText('人脸检测通过').waitFor({ timeout: 15_000 });
      return mobile;
    },
    tap: (page, form) => form.getByRole('button', { name: '提交' }).click(),
    // The retry finds the visitor signed up by the lost commit, which is its own: 报名成功.
    done: (page) => page.getByRole('dialog', { name: '报名成功' }),
    rows: (mobile) => rowsOf('meeting_sign_ups', mobile),
  },
  {
    name: 'certification',
    path: '/certification.html',
    commit: 'authApprove/artificial',
    scope: (page) => page.locator('form'),
    async fill(page) {
      await page.getByRole('button', { name: '公司名称' }).click();
      const search = page.getByRole('dialog', { name: '搜索公司名称' });
      await search.getByLabel('公司名称').fill('杭州云启');
      await search.getByRole('button', { name: '杭州云启科技有限公司' }).click();
      await search.waitFor({ state: 'hidden' });
      await page.getByLabel('姓名').fill('张认证');
      await page.locator('.bc-cert__jobs').getByText('董事长', { exact: true }).click();
      return logInThrough(page, page.getByRole('button', { name: '提交' }));
    },
    commitsOnLogin: true,
    tap: (page) => page.getByRole('button', { name: '提交' }).click(),
    done: (page) => page.getByRole('status').filter({ hasText: '您已完成身份认证' }),
    rows: (mobile) => rowsOf('certifications', mobile),
  },
  {
    name: 'the VIP intention to cooperate',
    path: '/vip.html?vipKey=groupSupremeBossAIConsultantVip',
    commit: 'stayConsult/commitStayConsult',
    scope: (page) => page.getByRole('dialog', { name: '合作意向' }),
    async fill(page, popup) {
      await page.getByRole('button', { name: '提交合作意向' }).click();
      const mobile = await logInThroughPopup(page, '135', pageServer.url);
      await popup.getByLabel('姓名').fill('王五');
      await popup.getByLabel('公司名称').fill('天九共享控股集团有限公司');
      await popup.getByLabel('合作需求').fill('集团五家成员企业');
      return mobile;
    },
    tap: (page, popup) => popup.getByRole('button', { name: '提交' }).click(),
    done: (page) => page.getByRole('button', { name: '已提交合作意向' }),
    rows: (mobile) => rowsOf('stay_consults', mobile),
  },
  {
    name: 'the conference reminder (conference-list)',
    path: '/conference-list.html',
    commit: 'conferenceActivityRemind/subscribeRemind',
    scope: (page) => forumRow(page),
    fill: (page) => logInThrough(page, forumRow(page).getByRole('button', { name: '提醒我' })),
    tap: (page, row) => row.getByRole('button', { name: '提醒我' }).click(),
    done: (page, row) => row.getByRole('button', { name: '已提醒' }),
    rows: (mobile) => rowsOf('meeting_reminders', mobile),
    commitsOnLogin: true,
  },
  {
    name: 'the live reservation (live-details, room 32)',
    path: '/live-details.html?roomLiveId=32',
    commit: 'roomLivePreview/subscribe',
    scope: (page) => page.locator('#root'),
    fill: (page) => logInThrough(page, page.getByRole('button', { name: '预约直播' })),
    tap: (page) => page.getByRole('button', { name: '预约直播' }).click(),
    done: (page) => page.getByRole('button', { name: '已预约' }),
    rows: (mobile) => rowsOf('live_reservations', mobile),
    commitsOnLogin: true,
  },
  {
    name: 'the prize draw with three chances a day (campaign 7104)',
    path: '/campaign.html?id=7104&activeId=74',
    commit: 'pageComponentConfig/getWinnerPrize',
    scope: (page) => page.locator('#root'),
    async fill(page) {
      await page.getByRole('button', { name: '我的奖品' }).click();
      const mobile = await logInThroughPopup(page, '139', pageServer.url);
      const close = page
        .getByRole('dialog', { name: '我的奖品' })
        .getByRole('button', { name: '关闭' });
      await controlHydrated(close);
      await close.click();
      const prizes = page.getByRole('dialog', { name: '我的奖品' });
      await prizes.waitFor({ state: 'hidden' });
      return mobile;
    },
    tap: (page) => page.getByRole('button', { name: '立即抽奖' }).click(),
    done: (page) => page.getByRole('dialog', { name: '很遗憾，未中奖' }),
    rows: (mobile) => rowsOf('campaign_draws', mobile),
    windowMs: MECHANIC_WINDOW_MS,
  },
  {
    name: 'the vote (campaign 7401)',
    path: '/campaign.html?id=7401&activeId=95',
    commit: 'commonWitness/vote/add',
    scope: (page) => page.locator('#root'),
    fill: (page) => logInThrough(page, candidate(page)),
    tap: (page) => candidate(page).click(),
    done: (page) => page.getByText('您已投票，感谢参与'),
    rows: (mobile) => rowsOf('witness_votes', mobile),
    windowMs: MECHANIC_WINDOW_MS,
    commitsOnLogin: true,
  },
  {
    name: 'the login popup (my-sign-ups)',
    path: '/my-sign-ups.html',
    commit: 'userLogin/mobileLogin',
    scope: (page) => page.getByRole('dialog', { name: '手机号登录' }),
    async fill(page, dialog) {
      await page.getByRole('button', { name: '登录', exact: true }).click();
      const mobile = freshMobile('137');
      await dialog.getByLabel('手机号').fill(mobile);
      await dialog.getByLabel('验证码').fill(await codeFor(page, dialog, mobile));
      await dialog.getByRole('checkbox').check();
      return mobile;
    },
    tap: (page, dialog) => dialog.getByRole('button', { name: '登录', exact: true }).click(),
    done: (page) => page.getByText('暂无报名'),
    rows: (mobile) => db.prepare('SELECT count(*) AS n FROM users WHERE mobile = ?').get(mobile).n,
  },
];

const forumRow = (page) =>
  page
    .getByRole('list', { name: '会议' })
    .locator(':scope > li')
    .filter({ has: page.getByRole('link', { name: /县域经济发展论坛/ }) });
const candidate = (page) =>
  page.getByRole('listitem').filter({ hasText: '社区康养驿站' }).getByRole('button');

/**
 * Taps a control that asks for a login first and logs in: the control's action then goes on by
 * itself, its commit the one the test loses. Answers the mobile.
 */
async function logInThrough(page, control) {
  await control.click();
  return logInThroughPopup(page, '134', pageServer.url);
}

/** What the visitor has typed and picked in `scope`: every field's value or checked state, in order. */
function typed(scope) {
  return scope
    .locator('input, textarea, select')
    .evaluateAll((fields) =>
      fields.map((field) =>
        field.type === 'checkbox' || field.type === 'radio'
          ? field.checked
          : field.type === 'file'
            ? (field.files?.length ?? 0)
            : field.value,
      ),
    );
}

/** The toasts shown on the page since it opened (an init script collects each one's text). */
function collectToasts() {
  const seen = [];
  Object.defineProperty(window, '__toasts', { value: seen });
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element) {
          const toast = node.matches('.bc-toast') ? node : node.querySelector('.bc-toast');
          if (toast) seen.push(toast.textContent?.trim() ?? '');
        }
  }).observe(document, { childList: true, subtree: true });
}

const toastsOf = (page) => page.evaluate(() => window.__toasts ?? []);

/** Polls until `done()` (10 s at most). */
async function expect(done, what) {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) assert.fail(`${what} did not happen within 10 s`);
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

/** Waits for a toast beyond the `count` already shown; answers its text. */
async function nextToast(page, count, what) {
  await page
    .waitForFunction((n) => (window.__toasts ?? []).length > n, count, { timeout: 10_000 })
    .catch(() => assert.fail(`no message after ${what}`));
  return (await toastsOf(page))[count];
}

describe('offline mid-submit on every form', { concurrency: 2 }, () => {
  for (const form of FORMS)
    test(`${form.name}: the commit stored but its answer lost as the device goes offline: a message, the input kept, a tap offline fails again, back online one tap stores it, one record in all`, async () => {
      const { page, context, errors } = await openPage(browser);
      try {
        context.setDefaultTimeout(15_000);
        await context.route(MEDIA, (route) => route.fulfill({ status: 404 }));
        await context.addInitScript(collectToasts);
        await page.goto(`${pageServer.url}${form.path}`);
        await hydrated(page);
        const scope = form.scope(page);
        const commits = [];
        page.on('request', (request) => {
          if (request.url().includes(form.commit)) commits.push(request);
        });
        let lost = false;
        let shown = 0;
        await page.route(
          `**/${form.commit}*`,
          async (route) => {
            const reached = await route.fetch();
            lost = (await reached.text()).length > 0;
            shown = (await toastsOf(page)).length;
            await context.setOffline(true);
            await route.abort('internetdisconnected');
          },
          { times: 1 },
        );
        const mobile = await form.fill(page, scope);
        const before = await typed(scope);
        if (!form.commitsOnLogin) await form.tap(page, scope);
        await expect(() => lost, 'the commit reached the gateway');
        const first = await nextToast(page, shown, 'the lost commit');
        assert.equal(form.rows(mobile), 1, 'the lost commit was stored');
        assert.deepEqual(await typed(scope), before, 'the input is kept after the lost commit');

        // A page may learn by itself that the commit was stored (a toggle's state asked again after
        // the login): then there is nothing to retry, and a tap would undo it.
        const done = form.done(page, scope);
        let offline = 'none (the page knew it was stored)';
        if (!(await done.isVisible())) {
          if (form.windowMs) await page.waitForTimeout(form.windowMs);
          shown = (await toastsOf(page)).length;
          await form.tap(page, scope);
          offline = await nextToast(page, shown, 'a tap while offline');
          assert.deepEqual(await typed(scope), before, 'the input is kept after a tap offline');
        }
        await context.setOffline(false);
        if (!(await done.isVisible())) {
          if (form.windowMs) await page.waitForTimeout(form.windowMs);
          await form.tap(page, scope);
        }
        await done.waitFor();
        await page.waitForTimeout(300);
        console.log(
          `offline mid-submit, ${form.name}: "${first}", offline "${offline}"; ${commits.length} commit requests, ${form.rows(mobile)} record`,
        );
        assert.equal(form.rows(mobile), 1, 'exactly one record');
        assert.deepEqual(uncaught(errors), [], `page errors:${listed(errors)}`);
      } finally {
        await context.close();
      }
    });
});
