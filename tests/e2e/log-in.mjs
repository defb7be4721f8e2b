// Logging in the way a visitor does, for the e2e files whose flows ask for it first.
import { baseUrl, requestsTo } from './harness.mjs';

/**
 * A login-first mechanic tapped as an impatient visitor does (R6.02, R9.03): the first tap on
 * `button` (an element handle, which stays the same button whatever it says next) opens the login
 * popup, the visitor logs in, then taps it ten times in a row. Answers the addresses of the requests
 * to `call` sent from the start, a list that keeps filling as they go.
 */
export async function tenTapsAfterLogin(page, button, { call, prefix }) {
  const sent = requestsTo(page, call);
  await button.click();
  await logInThroughPopup(page, prefix);
  for (let tap = 0; tap < 10; tap += 1) await button.dispatchEvent('click');
  return sent;
}

/**
 * Logs in through the open login popup with a fresh mobile (a new user each call, so once-per-user
 * rules start clean) and waits for the popup to close; answers the mobile used. `base` is the
 * server whose gateway sent the code (a file with a gateway of its own names its page server).
 */
export async function logInThroughPopup(page, prefix = '137', base = baseUrl) {
  const dialog = page.getByRole('dialog', { name: '手机号登录' });
  await dialog.waitFor();
  const mobile = `${prefix}${String(Date.now()).slice(-8)}`;
  await dialog.getByLabel('手机号').fill(mobile);
  const sent = page.waitForResponse((response) => response.url().includes('userLogin/sendCode'));
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await sent;
  const { code } = await (await fetch(`${base}/__dev/sms/latest?mobile=${mobile}`)).json();
  await dialog.getByLabel('验证码').fill(String(code));
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  return mobile;
}
