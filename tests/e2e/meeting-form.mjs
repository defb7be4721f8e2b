// Filling the meeting sign-up form (unicorn-meeting-signup) the way a visitor does, for the e2e
// files whose flows submit it.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { baseUrl } from './harness.mjs';

/** A photo with a face, as the form's face check wants. */
const FACE = fileURLToPath(new URL('../../fixtures/faces/face.png', import.meta.url));

/**
 * Fills meeting 3321's form as a visitor does: the fields, the code sent to the mobile (read from
 * the gateway's dev route at `base`), the area picked level by level, the photo from the album, the
 * agreement. Answers the form.
 */
export async function fillSignUp(page, { mobile, photo = FACE, base = baseUrl }) {
  const form = page.locator('.bc-meeting-sign-up');
  await form.getByLabel('姓名').fill('张三');
  await form.getByLabel('手机号').fill(mobile);
  const sent = page.waitForResponse((response) => response.url().includes('conference/sendSms'));
  await form.getByRole('button', { name: '获取验证码' }).click();
  assert.equal((await (await sent).json()).code, 1, 'the conference code was sent');
  const { code } = await (await fetch(`${base}/__dev/sms/latest?mobile=${mobile}`)).json();
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
