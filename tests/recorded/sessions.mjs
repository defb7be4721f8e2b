// The recorded sessions of tests/recorded/: what a visitor did in each, step by step. The same steps
// make the recording (scripts/record-sessions.mjs, through `npm run record`) and replay it
// (tests/e2e/replay.test.mjs), so a replay asks exactly the calls that were recorded.
import { hydrated } from '../e2e/harness.mjs';

/** What the sign-up visitor types and picks (the form of page 1002). */
export const VISITOR = {
  name: '张三',
  mobile: '15900000001',
  company: '九天科技',
  region: ['北京市', '北京市', '朝阳区'],
  budget: '50-100万',
  interests: ['餐饮', '零售'],
};

/** Picks the region path in the 选择所在地区 sheet. */
async function pickRegion(page, form) {
  await form.getByRole('button', { name: '所在地区' }).click();
  const sheet = page.getByRole('dialog', { name: '选择所在地区' });
  for (const name of VISITOR.region)
    await sheet
      .locator('.bc-picker__option')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
  await sheet.waitFor({ state: 'hidden' });
}

const chip = (form, text) =>
  form.locator('label.bc-field__chip').filter({ hasText: new RegExp(`^${text}$`) });

/**
 * Page 1002: fills the sign-up form, asks for a code (`smsCode(mobile)` reads it: the gateway's
 * in a recording, any four digits in a replay), submits and waits for the success dialog.
 */
async function signUp(page, { smsCode }) {
  const form = page.locator('[data-module-type="8"] form[data-engine="formily"]');
  await form.waitFor({ timeout: 15_000 });
  await form.getByLabel('姓名').fill(VISITOR.name);
  await form.getByLabel('手机号').fill(VISITOR.mobile);
  await form.getByLabel('公司名称').fill(VISITOR.company);
  await pickRegion(page, form);
  await chip(form, VISITOR.budget).click();
  for (const interest of VISITOR.interests) await chip(form, interest).click();
  const sent = page.waitForResponse((response) => response.url().includes('/userLogin/sendCode'));
  await form.getByRole('button', { name: '获取验证码' }).click();
  await sent;
  await form.getByLabel('验证码').fill(await smsCode(VISITOR.mobile));
  await form.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await form.getByRole('button', { name: '提交' }).click();
  await page.getByRole('dialog').filter({ hasText: '报名成功' }).waitFor();
}

/** Article 502: reads it to the end, so every picture and the recommended projects load. */
async function readArticle(page) {
  await page.locator('.bc-rich-text').first().waitFor();
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 100));
    }
  });
  await page.waitForLoadState('networkidle');
}

/** The VIP member-to-be: a mobile of its own, so the session does not depend on the sign-up's. */
export const VIP_VISITOR = { mobile: '15900000002', price: '2680' };

/**
 * The VIP centre (issue 12, R5.12): picks the quarterly price of 老板顾问会员, taps 立即开通, logs in
 * in the popup, agrees to the agreement and lands on the payment page (answered in the browser, it is
 * another site).
 */
async function activateVip(page, { smsCode }) {
  await page.route(/\/pay\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>支付</title>' }),
  );
  await hydrated(page);
  const price = page.getByRole('radio', { name: new RegExp(VIP_VISITOR.price) });
  await price.click();
  await page.locator('.bc-vip-prices + .bc-vip__activate').click();
  const login = page.getByRole('dialog', { name: '手机号登录' });
  await login.getByLabel('手机号').fill(VIP_VISITOR.mobile);
  const sent = page.waitForResponse((response) => response.url().includes('/userLogin/sendCode'));
  await login.getByRole('button', { name: '获取验证码' }).click();
  await sent;
  await login.getByLabel('验证码').fill(await smsCode(VIP_VISITOR.mobile));
  await login.getByRole('checkbox').check();
  await login.getByRole('button', { name: '登录', exact: true }).click();
  const agreement = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: '同意并支付' }) });
  await Promise.all([
    page.waitForURL(/\/pay\//, { timeout: 15_000 }),
    agreement.getByRole('button', { name: '同意并支付' }).click(),
  ]);
}

/** Each session: its file name, the address it starts at, and what the visitor does there. */
export const SESSIONS = [
  { name: 'activity-sign-up', path: '/activity-page.html?pageId=1002', visit: signUp },
  { name: 'article', path: '/articledetails.html?articleId=502', visit: readArticle },
  {
    name: 'vip',
    path: '/vip.html?vipKey=bossConsultantVip&payPath=/vip/order',
    visit: activateVip,
  },
];
