// Issue 5, done when: in Chromium against the gateway, a visitor on page 1002 sees the spec's
// messages for each bad input, gets a code, logs in, submits and sees the success dialog; ten rapid
// taps leave one stay-consult record; the form keeps its input when the commit call fails once; the
// login popup from an image tap with stayConsult continues to the tap. Expectations come from the
// page data (fixtures/pages/1002.json) and the rules, never from the product code.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { activityUrl, baseUrl, launchBrowser, listed, openPage } from './harness.mjs';

const root = resolve(import.meta.dirname, '../..');
const PAGE = JSON.parse(readFileSync(resolve(root, 'fixtures/pages/1002.json'), 'utf8')).data;
const FORM_MODULE = PAGE.moduleSubs.find((module) => Number(module.subModuleType) === 8);
const FORM_CONFIG = JSON.parse(FORM_MODULE.subModuleJson);
const JSON_MAP = FORM_CONFIG.jsonMap;
const IMAGE_MODULE = PAGE.moduleSubs.find((module) => String(module.id) === '1');
const IMAGE_CONFIG = JSON.parse(IMAGE_MODULE.subModuleJson);

const SEND_CODE_PATH = '/api/userLogin/sendCode';
const LOGIN_PATH = '/api/userLogin/mobileLogin';
const COMMIT_PATH = '/api/newStayConsult/newCommitActivityStayConsult';

/** R5.08 / R8.07 and R9.12: the agreement toast, shown 3 s (an ordinary toast fades after 2 s). */
const AGREEMENT_TOAST = '请先同意《天九老板云用户协议》与《隐私政策》';
/** R8.03: a call that failed without a server message. */
const SERVER_ERROR = '服务器异常';
/** The gateway's answer to a wrong SMS code (docs/local-gateway.md). */
const WRONG_CODE = '验证码错误';

/** What a visitor types and picks; the region is a path through the seeded region tree. */
const VISITOR = {
  name: '张三',
  company: '九天科技',
  region: ['北京市', '北京市', '朝阳区'],
  budget: '50-100万',
  interests: ['餐饮', '零售'],
};

/**
 * R5.07 / R8.08: each required shown field's message, in weight order: 请选择 for picked kinds
 * (region, industry, extended radio/checkbox/picker), 请输入 for typed ones; R5.05 for the mobile.
 */
const REQUIRED_MESSAGES = FORM_CONFIG.fieldList
  .filter((field) => field.isSelected === 1 && field.isRequired === 1)
  .sort((a, b) => b.weight - a.weight)
  .map((field) => {
    if (field.fieldName === 'mobile') return '请输入手机号';
    // Extended fields are radios, checkboxes or pickers (otherJson type 1, 2, 3): all picked.
    const picked = field.fieldType !== 1 || ['area', 'industry'].includes(field.fieldName);
    return `${picked ? '请选择' : '请输入'}${field.realName}`;
  });

let mobiles = 0;
/** A fresh number per visitor (1 then 5: both the activity and the member pattern accept it). */
const nextMobile = () =>
  `15${String(process.pid % 10_000).padStart(4, '0')}${String((mobiles += 1)).padStart(5, '0')}`;

const pathOf = (url) => (URL.canParse(url) ? new URL(url).pathname : '');

/** Records the context's requests to the gateway's calls, by path. */
function recordCalls(context) {
  const calls = [];
  context.on('request', (request) => {
    if (request.url().startsWith(baseUrl)) calls.push(request);
  });
  return { all: calls, to: (path) => calls.filter((request) => pathOf(request.url()) === path) };
}

/** Polls until `done(value)`; fails with what it was waiting for. */
async function until(read, done, what, timeout = 6_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end)
      assert.fail(
        `${what} did not happen within ${timeout} ms (last seen: ${JSON.stringify(value)?.slice(0, 300)})`,
      );
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** A fresh visitor (own context: logged out, no countdown) on page 1002 with the Formily form live. */
async function visit() {
  const opened = await openPage(browser);
  opened.context.setDefaultTimeout(8_000);
  const calls = recordCalls(opened.context);
  await opened.page.goto(activityUrl(PAGE.id), { waitUntil: 'domcontentloaded' });
  const module = opened.page.locator(`[data-module-type="8"][data-module-id="${FORM_MODULE.id}"]`);
  const form = module.locator('form[data-engine="formily"]');
  await form.waitFor({ timeout: 15_000 });
  return { ...opened, calls, form, close: () => opened.context.close() };
}

/** Waits for the toast to read exactly `text`. */
async function toast(page, text, timeout = 4_000) {
  const shown = page
    .locator('.bc-toast__text')
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\《》]/g, '\\$&')}$`) });
  await shown.waitFor({ timeout });
  return shown;
}

const inlineErrors = (form) => form.locator('.bc-field__error').allTextContents();
const submitButton = (form) => form.getByRole('button', { name: /^(提交|已提交)$/ });

/** Picks the region path in the 选择所在地区 sheet. */
async function pickRegion(page, form, path) {
  await form.getByRole('button', { name: '所在地区' }).click();
  const sheet = page.getByRole('dialog', { name: '选择所在地区' });
  await sheet.waitFor();
  for (const name of path)
    await sheet
      .locator('.bc-picker__option')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
  await sheet.waitFor({ state: 'hidden' });
}

/** Taps a radio or checkbox option by its text, as a person taps the chip; checks it took. */
async function choose(form, role, option) {
  await form
    .locator('label.bc-field__chip')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
  assert.equal(
    await form.getByRole(role, { name: option, exact: true }).isChecked(),
    true,
    `${option} is picked`,
  );
}

/** Fills every field but the code (name, mobile, company, region, budget, interests). */
async function fillForm(page, form, mobile) {
  await form.getByLabel('姓名').fill(VISITOR.name);
  await form.getByLabel('手机号').fill(mobile);
  await form.getByLabel('公司名称').fill(VISITOR.company);
  await pickRegion(page, form, VISITOR.region);
  await choose(form, 'radio', VISITOR.budget);
  for (const interest of VISITOR.interests) await choose(form, 'checkbox', interest);
}

/** Taps 获取验证码 and reads the code the gateway sent (its local-mode dev route). */
async function obtainCode(page, scope, mobile) {
  const sent = page.waitForResponse((response) => pathOf(response.url()) === SEND_CODE_PATH);
  await scope.getByRole('button', { name: '获取验证码' }).click();
  assert.equal((await (await sent).json()).code, 1, 'the code was sent');
  const answer = await fetch(`${baseUrl}/__dev/sms/latest?mobile=${mobile}`);
  const { code } = await answer.json();
  assert.match(String(code), /^\d{4}$/, 'the gateway kept the code');
  return String(code);
}

/** A visitor with the whole form filled in, a real code, and the agreement ticked. */
async function readyVisitor() {
  const visitor = await visit();
  const mobile = nextMobile();
  await fillForm(visitor.page, visitor.form, mobile);
  const code = await obtainCode(visitor.page, visitor.form, mobile);
  await visitor.form.getByLabel('验证码').fill(code);
  await visitor.form.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  return { ...visitor, mobile, code };
}

/** What the form shows now: the typed values, the picked region, the radio and checkbox picks. */
async function shownInput(form) {
  return {
    name: await form.getByLabel('姓名').inputValue(),
    mobile: await form.getByLabel('手机号').inputValue(),
    code: await form.getByLabel('验证码').inputValue(),
    company: await form.getByLabel('公司名称').inputValue(),
    region: (await form.getByRole('button', { name: '所在地区' }).textContent()).trim(),
    budget: await form
      .locator('input[type="radio"]:checked')
      .evaluateAll((inputs) => inputs.map((input) => input.value)),
    interests: await form
      .locator('input[name="interest"]:checked')
      .evaluateAll((inputs) => inputs.map((input) => input.value)),
  };
}

const successDialog = (page) => page.getByRole('dialog').filter({ hasText: JSON_MAP.popup_text });

const extendFieldOf = (body) =>
  typeof body.extendField === 'string' ? JSON.parse(body.extendField) : body.extendField;

describe('sign-up form on page 1002 in Chromium', () => {
  test(`R5.05 R5.07 R8.06 R8.08 R5.10 R5.08 R8.07: an empty submit shows ${REQUIRED_MESSAGES.join(' ')}; a bad mobile 手机号格式不正确; digits never enter the name; without the agreement the 3 s toast ${AGREEMENT_TOAST}`, async () => {
    const { page, form, calls, errors, close } = await visit();
    try {
      await submitButton(form).click();
      await toast(page, REQUIRED_MESSAGES[0]);
      await until(
        () => inlineErrors(form),
        (shown) => shown.length === REQUIRED_MESSAGES.length,
        'the inline messages',
      );
      assert.deepEqual(
        await inlineErrors(form),
        REQUIRED_MESSAGES,
        'R5.07 R8.08 one message per empty required field, in field order',
      );

      // R5.10: digits and signs typed into the name are refused as they are typed.
      await form.getByLabel('姓名').fill('张3三 Li7!');
      assert.equal(await form.getByLabel('姓名').inputValue(), '张三 Li');
      await form.getByLabel('姓名').fill(VISITOR.name);

      // R5.05 R8.06: a mobile against the activity pattern (second digit 1), on leaving the field and on submit.
      await form.getByLabel('手机号').fill('11012345678');
      await form.getByLabel('手机号').blur();
      await until(
        () => inlineErrors(form),
        (shown) => shown.includes('手机号格式不正确'),
        'the inline bad-mobile message',
      );
      await submitButton(form).click();
      await toast(page, '手机号格式不正确');

      // R5.08 R8.07: everything well formed, the agreement not ticked.
      await form.getByLabel('手机号').fill(nextMobile());
      await form.getByLabel('验证码').fill('1234');
      await pickRegion(page, form, VISITOR.region);
      await choose(form, 'radio', VISITOR.budget);
      await until(
        () => inlineErrors(form),
        (shown) => shown.length === 0,
        'the messages clearing once fixed',
      );
      await submitButton(form).click();
      const agreement = await toast(page, AGREEMENT_TOAST);
      await page.waitForTimeout(2_500);
      assert.equal(await agreement.count(), 1, 'R9.12 the agreement toast still shows after 2.5 s');
      await agreement.waitFor({ state: 'detached', timeout: 1_500 });

      assert.deepEqual(
        [LOGIN_PATH, COMMIT_PATH].flatMap((path) => calls.to(path)),
        [],
        'nothing was sent for an invalid form',
      );
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await close();
    }
  });

  test('R4.02 the send-code button counts down 再次获取 {n}s from 60 after a send; a double tap, a tap while counting and a reload send nothing more', async () => {
    const { page, form, calls, errors, close } = await visit();
    try {
      const mobile = nextMobile();
      await form.getByLabel('手机号').fill(mobile);
      const button = form.locator('.bc-send-code');
      assert.equal((await button.textContent()).trim(), '获取验证码');
      const box = await button.boundingBox();
      const sent = page.waitForResponse((response) => pathOf(response.url()) === SEND_CODE_PATH);
      await Promise.all([
        page.mouse.click(box.x + box.width / 2, box.y + box.height / 2),
        page.mouse.click(box.x + box.width / 2, box.y + box.height / 2),
      ]);
      await sent;
      const first = await until(
        () => button.textContent(),
        (label) => /^再次获取 \d+s$/.test(label.trim()),
        'the countdown',
      );
      const seconds = Number(/(\d+)s/.exec(first)[1]);
      assert.ok(seconds >= 58 && seconds <= 60, `the countdown starts at 60 (shows ${seconds})`);
      assert.equal(await button.isDisabled(), true, 'disabled while counting');
      await until(
        () => button.textContent(),
        (label) => Number(/(\d+)s/.exec(label)?.[1] ?? 99) < seconds,
        'the countdown ticking',
        2_500,
      );

      await button.click({ force: true });
      await page.reload({ waitUntil: 'domcontentloaded' });
      await form.waitFor({ timeout: 15_000 });
      await form.getByLabel('手机号').fill(mobile);
      const reloaded = await until(
        () => button.textContent(),
        (label) => /^再次获取 \d+s$/.test(label.trim()),
        'the countdown after a reload',
      );
      assert.ok(
        Number(/(\d+)s/.exec(reloaded)[1]) < seconds,
        `the countdown goes on after a reload (${reloaded})`,
      );
      await button.click({ force: true });
      await page.waitForTimeout(300);
      assert.equal(calls.to(SEND_CODE_PATH).length, 1, 'one code request in all');
      assert.deepEqual(calls.to(SEND_CODE_PATH)[0].postDataJSON().mobile, mobile);
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await close();
    }
  });

  test(`R4.03 R6.02 a filled form logs in with its own code, commits, clears, shows 「${JSON_MAP.popup_text}」 and then opens page ${JSON_MAP.pageId}`, async () => {
    const { page, form, calls, errors, mobile, code, close } = await readyVisitor();
    try {
      const committed = page.waitForResponse((response) => pathOf(response.url()) === COMMIT_PATH);
      await submitButton(form).click();
      const answer = await (await committed).json();
      assert.equal(answer.code, 1, 'the gateway stored the record');
      const dialog = successDialog(page);
      await dialog.waitFor();

      const [login] = calls.to(LOGIN_PATH);
      const { mobile: loginMobile, smsCode, sourceId, client, source } = login.postDataJSON();
      assert.deepEqual(
        { loginMobile, smsCode, sourceId, client, source },
        { loginMobile: mobile, smsCode: code, sourceId: 'msite_mobile', client: 'H5', source: 11 },
        'the login payload',
      );
      const [commit] = calls.to(COMMIT_PATH);
      const body = commit.postDataJSON();
      assert.deepEqual(
        {
          name: body.name,
          mobile: body.mobile,
          companyName: body.companyName,
          area: body.area,
          activeId: String(body.activeId),
          source: body.source,
          type: body.type,
        },
        {
          name: VISITOR.name,
          mobile,
          companyName: VISITOR.company,
          area: VISITOR.region.join('/'),
          activeId: String(PAGE.activeId),
          source: 1,
          type: 2,
        },
        'the named fields of the commit',
      );
      assert.deepEqual(
        extendFieldOf(body),
        { budget: VISITOR.budget, interest: VISITOR.interests.join('/') },
        'the extended fields, checkbox picks joined with /',
      );
      assert.equal('smsCode' in body, false, 'the code is not committed');
      assert.ok(body.idempotencyKey, 'an idempotency key');
      assert.equal(
        commit.headers()['idempotency-key'],
        body.idempotencyKey,
        'the key also as a header',
      );

      assert.deepEqual(
        await shownInput(form),
        {
          name: '',
          mobile: '',
          code: '',
          company: '',
          region: '请选择所在地区',
          budget: [],
          interests: [],
        },
        'R4.03 the form is cleared after the success',
      );
      await dialog.getByRole('button', { name: '确定' }).click();
      await page.waitForURL(
        (url) =>
          url.pathname.endsWith('/activity-page.html') &&
          url.searchParams.get('pageId') === String(JSON_MAP.pageId),
        { timeout: 8_000 },
      );
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await close();
    }
  });

  test('R4.03 ten rapid taps on 提交 log in once and leave exactly one stay-consult record', async (t) => {
    const { page, form, calls, errors, mobile, close } = await readyVisitor();
    try {
      const button = submitButton(form);
      // Ten taps in one task: the page cannot even re-render (and disable the button) between them.
      await button.evaluate((node) => {
        for (let tap = 0; tap < 10; tap += 1) node.click();
      });
      await successDialog(page).waitFor();
      await page.waitForTimeout(500);
      const commits = calls.to(COMMIT_PATH);
      assert.ok(commits.length >= 1, 'the record was committed');
      t.diagnostic(`ten taps sent ${commits.length} commit request(s)`);
      const answers = await Promise.all(
        commits.map(async (request) => await (await request.response()).json()),
      );
      assert.deepEqual(
        answers.map((answer) => answer.code),
        commits.map(() => 1),
        'every commit was answered code 1',
      );
      assert.equal(
        new Set(answers.map((answer) => answer.data.id)).size,
        1,
        `one record id across ${commits.length} commit answers`,
      );
      assert.equal(
        new Set(commits.map((request) => request.postDataJSON().idempotencyKey)).size,
        1,
        'one idempotency key',
      );
      assert.equal(calls.to(LOGIN_PATH).length, 1, 'one login');
      assert.equal(await page.getByRole('dialog').count(), 1, 'one success dialog');

      const asked = await fetch(`${baseUrl}/api/stayConsult/isCommitedStayConsult`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ activeId: String(PAGE.activeId), mobile }),
      });
      assert.equal((await asked.json()).data, true, 'the gateway holds the record for this mobile');
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await close();
    }
  });

  test(`R8.01 R4.03 the input survives a wrong code (${WRONG_CODE}) and a commit whose answer is lost (${SERVER_ERROR}); the next submit reuses the idempotency key and the record`, async () => {
    const { page, form, calls, errors, code, close } = await readyVisitor();
    try {
      const filled = await shownInput(form);

      // A wrong code: the login fails, nothing is committed, the input stays.
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
      await form.getByLabel('验证码').fill(wrong);
      await submitButton(form).click();
      await toast(page, WRONG_CODE);
      assert.equal(calls.to(COMMIT_PATH).length, 0, 'no commit without a login');
      assert.deepEqual(
        await shownInput(form),
        { ...filled, code: wrong },
        'the input is kept after a failed login',
      );
      await form.getByLabel('验证码').fill(code);

      // The first commit reaches the gateway, but its answer never comes back (as after a timeout).
      let storedId;
      await page.route(
        `**${COMMIT_PATH}`,
        async (route) => {
          const reached = await route.fetch();
          storedId = (await reached.json()).data.id;
          await route.abort('failed');
        },
        { times: 1 },
      );
      await submitButton(form).click();
      await toast(page, SERVER_ERROR);
      assert.ok(storedId, 'the first commit reached the gateway');
      await until(
        () => submitButton(form).textContent(),
        (label) => label.trim() === '提交',
        'the button ready again',
      );
      assert.deepEqual(await shownInput(form), filled, 'the input is kept after a failed commit');
      assert.equal(
        await form.getByRole('checkbox', { name: '我已阅读并同意' }).isChecked(),
        true,
        'the agreement stays ticked',
      );

      const committed = page.waitForResponse((response) => pathOf(response.url()) === COMMIT_PATH);
      await submitButton(form).click();
      const answer = await (await committed).json();
      await successDialog(page).waitFor();
      const [lost, retry] = calls
        .to(COMMIT_PATH)
        .map((request) => request.postDataJSON().idempotencyKey);
      assert.ok(lost, 'the lost commit carried a key');
      assert.equal(retry, lost, 'the retry carries the same idempotency key');
      assert.deepEqual(
        [answer.code, answer.data.id],
        [1, storedId],
        'the retry answers the record stored by the lost commit',
      );
      assert.equal(
        calls.to(LOGIN_PATH).filter((request) => request.postDataJSON().smsCode === code).length,
        1,
        'one successful login, not repeated by the retry',
      );

      // The aborted request is reported by the browser and by the client's own log; nothing else.
      const unexpected = errors.filter(
        (error) =>
          !error.includes(COMMIT_PATH.slice(5)) &&
          !/Failed to load resource: net::ERR_FAILED/.test(error),
      );
      assert.deepEqual(unexpected, [], `errors:${listed(unexpected)}`);
    } finally {
      await close();
    }
  });

  const pic = IMAGE_CONFIG.pics[0];
  test(`R6.02 a logged-out tap on page 1002 module 1 (stayConsult ${IMAGE_CONFIG.stayConsult}, jumpType ${pic.jumpType}) opens 手机号登录; after logging in the stay-consult is committed and the tap goes on`, async () => {
    const { page, calls, errors, close } = await visit();
    try {
      const start = page.url();
      await page.locator('[data-module-id="1"] .bc-image-group__cell').first().click();
      const dialog = page.getByRole('dialog', { name: '手机号登录' });
      await dialog.waitFor();
      assert.equal(calls.to(COMMIT_PATH).length, 0, 'nothing is committed before the login');

      const mobile = nextMobile();
      await dialog.getByLabel('手机号').fill(mobile);
      const code = await obtainCode(page, dialog, mobile);
      await dialog.getByLabel('验证码').fill(code);
      await dialog.getByRole('checkbox').check();
      const loggedIn = page.waitForResponse((response) => pathOf(response.url()) === LOGIN_PATH);
      const committed = page.waitForResponse((response) => pathOf(response.url()) === COMMIT_PATH);
      await dialog.getByRole('button', { name: '登录', exact: true }).click();
      const login = await (await loggedIn).json();
      assert.equal(login.code, 1, 'logged in');
      await dialog.waitFor({ state: 'hidden' });

      const answer = await (await committed).json();
      assert.equal(answer.code, 1, 'the stay-consult was stored');
      const body = calls.to(COMMIT_PATH)[0].postDataJSON();
      assert.deepEqual(
        {
          source: body.source,
          type: body.type,
          activeId: String(body.activeId),
          where: extendFieldOf(body),
        },
        {
          source: 1,
          type: 2,
          activeId: String(PAGE.activeId),
          where: { pageId: String(PAGE.id), moduleId: '1', stayConsult: IMAGE_CONFIG.stayConsult },
        },
      );
      assert.ok(body.idempotencyKey, 'an idempotency key');

      // jumpType 6 is a tracked action (R4.04): the tap goes on to it and the page stays.
      await page.waitForTimeout(400);
      assert.equal(page.url(), start, 'the tracked action keeps the page');
      assert.equal(calls.to(COMMIT_PATH).length, 1, 'one record for one tap');
      const asked = await fetch(`${baseUrl}/api/stayConsult/isCommitedStayConsult`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', userId: String(login.data.user.id) },
        body: JSON.stringify({ activeId: String(PAGE.activeId) }),
      });
      assert.equal((await asked.json()).data, true, 'the gateway holds the record for this user');
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await close();
    }
  });
});
