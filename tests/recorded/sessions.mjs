// The recorded sessions of tests/recorded/: what a visitor did in each, step by step. The same steps
// make the recording (scripts/record-sessions.mjs, through `npm run record`) and replay it
// (tests/e2e/replay.test.mjs), so a replay asks exactly the calls that were recorded.

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

/** Each session: its file name, the address it starts at, and what the visitor does there. */
export const SESSIONS = [
  { name: 'activity-sign-up', path: '/activity-page.html?pageId=1002', visit: signUp },
  { name: 'article', path: '/articledetails.html?articleId=502', visit: readArticle },
];
