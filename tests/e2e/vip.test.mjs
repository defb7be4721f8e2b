// The VIP centre (vip.html) from the page server in Chromium at 375 px:
// an anonymous visitor, a registered user, a renewing VIP and upGrade=1 each see their card and
// wording (R4.08, R4.10); activation logs in first (R5.12), signs the agreement once and hands over
// to the payment page; the intention to cooperate logs in first and stores one record; a failing
// list toasts 服务异常 (R8.10); the share card follows the host's clientType (R9.11); JavaScript off,
// hydration, axe, and screenshots at 375 and 320 px. Certification (R4.11) is
// certification.test.mjs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
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
import { environmentContext, recordedCalls } from './env-fakes.mjs';
import { logInThroughPopup } from './log-in.mjs';

const vipUrl = (search = '', base = baseUrl) => `${base}/vip.html${search ? `?${search}` : ''}`;
const listCall = /\/api\/vipCenter\/list/;

/** The chosen card's tier and the activate wording shown, once the visitor's part is in. */
async function shown(page) {
  await settle(page);
  return page.evaluate(() => ({
    card: document.querySelector('[aria-pressed="true"]')?.textContent ?? null,
    wording: [...document.querySelectorAll('.bc-vip__activate')].map((b) => b.textContent),
  }));
}

/** A demo member's user id (fixtures/gateway/vip.json), as the index's examples give it. */
async function demoUserId(mobile) {
  const { examples } = await (await fetch(`${gatewayUrl}/__dev/examples`)).json();
  const found = examples.find((example) => example.label.includes(mobile));
  assert.ok(found, `a demo member ${mobile} is listed`);
  return found.query.userId;
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('vip.html', () => {
  test('an anonymous visitor: the first card, server-rendered and hydrated without a warning; hostile rights text runs nothing; axe finds nothing serious', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const response = await page.goto(vipUrl('vipKey=supremeVip'));
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-page-render'], 'server');
      await hydrated(page);
      assert.deepEqual(await shown(page), { card: '至尊会员', wording: ['立即开通'] });
      assert.equal(await page.title(), '会员中心');
      await page.getByText('获得尊贵身份认证，尊享极致服务体验').first().waitFor();
      assert.equal(await page.locator('.bc-vip-bar').count(), 1, 'R4.09 one price: the bar');
      assert.match(await page.locator('.bc-vip-bar').innerText(), /19800[\s\S]*立即开通/);
      assert.equal(await page.evaluate(() => window.__pwned), undefined);
      assert.equal(await page.locator('.bc-vip__rich script, .bc-vip__rich [onclick]').count(), 0);
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
    } finally {
      await context.close();
    }
  });

  test('with JavaScript off the card, its prices and rights are there', async () => {
    assertShows(await textWithoutJavaScript(browser, vipUrl('vipKey=bossConsultantVip')), [
      '老板顾问会员',
      '7*24小时AI智能顾问',
      '980',
      '3个月',
      '1年',
      'AI 智能顾问',
    ]);
  });

  test('R4.10 R4.08 a registered user sees their level; a VIP renews; upGrade=1 shows the next level', async () => {
    const registered = await demoUserId('16600000001');
    const supreme = await demoUserId('16600000003');
    const { page, context, errors } = await openPage(browser);
    try {
      for (const [search, card, wording] of [
        [`userId=${registered}`, '注册用户', []],
        [`userId=${supreme}`, '至尊会员', ['立即续费']],
        [`userId=${supreme}&upGrade=1`, '老板顾问会员', ['立即开通']],
        [`userId=${supreme}&vipKey=bossAIVip&isToNext=1`, '老板顾问会员', ['立即开通']],
        [`userId=${supreme}&vipKey=bossAIVip`, '老板AI会员', ['立即开通']],
      ]) {
        await page.goto(vipUrl(search));
        await hydrated(page);
        await page.locator('.bc-vip-user').waitFor();
        await page.waitForFunction(
          (name) => document.querySelector('[aria-pressed="true"]')?.textContent === name,
          card,
        );
        const now = await shown(page);
        assert.equal(now.card, card, search);
        assert.deepEqual(now.wording.slice(0, 1), wording, search);
      }
      await page.goto(vipUrl(`userId=${supreme}&isShowRightsTime=1`));
      await page.getByText('权益有效期：2026-01-01 至 2027-01-01').waitFor();
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
    } finally {
      await context.close();
    }
  });

  test('R5.12 activate: login first, the chosen price survives it, the agreement is signed once, then the payment page', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.route(/\/pay\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>pay</title>' }),
      );
      await page.goto(vipUrl('vipKey=bossConsultantVip&payPath=/vip/order'));
      await hydrated(page);
      await page.getByRole('radio', { name: /2680/ }).click();
      // Ten rapid taps make one login, one agreement and one hand-over.
      await page.evaluate(() => {
        const button = document.querySelector('.bc-vip-prices + .bc-vip__activate');
        for (let tap = 0; tap < 10; tap += 1) button?.click();
      });
      await logInThroughPopup(page, '139');
      const agreement = page.getByRole('dialog', { name: '天九老板云会员服务协议' });
      await agreement.waitFor();
      assert.equal(await agreement.locator('script').count(), 0);
      await Promise.all([
        page.waitForURL(/\/pay\//, { timeout: 15_000 }),
        agreement.getByRole('button', { name: '同意并支付' }).click(),
      ]);
      const paid = new URL(page.url());
      assert.equal(paid.pathname, '/pay/vip/order');
      assert.equal(paid.searchParams.get('vipKey'), 'bossConsultantVip');
      assert.equal(paid.searchParams.get('skuId'), '202', 'the price chosen before the login');
      assert.ok(paid.searchParams.get('userId'));
      // The gateway holds the signature: asked again with the session, the agreement is signed.
      const signed = await page.evaluate(async () => {
        const response = await fetch('/api/userVipSignProtocol/getVipSignProtocol', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            businesskey: 'bosscloud',
            token: sessionStorage.getItem('token') ?? '',
          },
          body: JSON.stringify({ vipKey: 'bossConsultantVip' }),
        });
        return (await response.json()).data?.signed;
      });
      assert.equal(signed, 1);
      assert.deepEqual(
        errors.filter((error) => !error.includes('/pay/')),
        [],
        `errors:${listed(errors)}`,
      );
    } finally {
      await context.close();
    }
  });

  test('the intention to cooperate: login first, ten rapid taps store one record, a later visit shows it sent', async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const commits = [];
      page.on('response', (response) => {
        if (response.url().includes('/stayConsult/commitStayConsult')) commits.push(response);
      });
      const intentionUrl = vipUrl('vipKey=groupSupremeBossAIConsultantVip');
      await page.goto(intentionUrl);
      await hydrated(page);
      assert.equal(await page.locator('.bc-vip-prices').count(), 0, 'no price on sale');
      const open = page.getByRole('button', { name: '提交合作意向' });
      for (let tap = 0; tap < 10; tap += 1) await open.dispatchEvent('click');
      await logInThroughPopup(page, '135');
      const popup = page.getByRole('dialog', { name: '合作意向' });
      await popup.waitFor();
      await popup.getByLabel('姓名').fill('王五');
      await popup.getByLabel('公司名称').fill('天九共享控股集团有限公司');
      await popup.getByLabel('合作需求').fill('集团五家成员企业');
      await screenshot(page, 'vip-intention-375');
      // Ten taps in one go (the popup closes once stored, so they cannot wait for it one by one).
      await popup.getByRole('button', { name: '提交' }).evaluate((button) => {
        for (let tap = 0; tap < 10; tap += 1) button.click();
      });
      await page.locator('.bc-toast', { hasText: '提交成功' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: '已提交合作意向' }).waitFor();
      assert.equal(commits.length, 1, 'one commit');
      const first = (await commits[0].json()).data.id;
      const body = commits[0].request().postDataJSON();
      assert.equal(body.extendField.vipKey, 'groupSupremeBossAIConsultantVip');
      assert.equal(body.source, 1);
      assert.equal(body.type, 2);
      // A later visit, still logged in: the page asks and says so; nothing is sent again.
      await page.goto(intentionUrl);
      await hydrated(page);
      const done = page.getByRole('button', { name: '已提交合作意向' });
      await done.waitFor();
      assert.equal(await done.isDisabled(), true);
      assert.equal(commits.length, 1, 'no second commit');
      assert.ok(first > 0);
      assert.deepEqual(errors, [], `errors:${listed(errors)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
    } finally {
      await context.close();
    }
  });

  test('R9.11 the share card by clientType: the mini-program shares the clientType 3 option, WeChat the clientType 2 one', async () => {
    for (const [host, call, expected] of [
      [
        'miniProgram',
        'miniProgram.postMessage',
        { title: '天九老板云会员中心', desc: '在小程序里开通会员，尊享专属权益', platformType: 3 },
      ],
      [
        'wechatBrowser',
        'updateAppMessageShareData',
        { title: '天九老板云会员中心', desc: '开通会员，尊享专属权益与服务' },
      ],
    ]) {
      const context = await environmentContext(browser, host);
      try {
        const page = await context.newPage();
        await page.goto(vipUrl('vipKey=supremeVip'));
        await hydrated(page);
        await page.waitForFunction(
          (name) => (window.__calls ?? []).some((made) => made.name === name),
          call,
          { timeout: 15_000 },
        );
        const made = (await recordedCalls(page)).find((recorded) => recorded.name === call);
        const card = host === 'miniProgram' ? made.data.data.share : made.data;
        assert.deepEqual(
          Object.fromEntries(Object.keys(expected).map((key) => [key, card[key]])),
          expected,
          host,
        );
        if (host === 'miniProgram') assert.match(card.mpImage, /share\/vip-mp\.png$/);
        else assert.match(card.imgUrl, /share\/vip\.png$/);
      } finally {
        await context.close();
      }
    }
  });

  test('R8.10 a failing list shows 服务异常 as a toast and 重试, and 重试 loads it', async () => {
    const { page, context } = await openPage(browser);
    try {
      let failures = 1;
      await page.route(listCall, (route) =>
        failures-- > 0 ? route.abort('internetdisconnected') : route.continue(),
      );
      await page.goto(vipUrl('', gatewayUrl));
      await page.locator('.bc-toast', { hasText: '服务异常' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: '重试' }).click();
      await page.getByRole('button', { name: '注册用户' }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('an unknown business answers 404 with 服务异常 and its toast', async () => {
    const { page, context } = await openPage(browser);
    try {
      const response = await page.goto(vipUrl('businessKey=nobody'));
      assert.equal(response?.status(), 404);
      await page.locator('.bc-toast', { hasText: '服务异常' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: '重试' }).waitFor();
    } finally {
      await context.close();
    }
  });

  for (const width of [375, 320])
    test(`screenshots at ${width} px`, async () => {
      const supreme = await demoUserId('16600000007');
      const { page, context } = await openPage(browser, { width });
      try {
        for (const [name, search] of [
          ['anonymous', 'vipKey=supremeVip'],
          ['consultant', 'vipKey=bossConsultantVip'],
          ['member', `userId=${supreme}&isShowRightsTime=1`],
        ]) {
          await page.goto(vipUrl(search));
          await hydrated(page);
          await settle(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          assert.equal(overflow, 0, `${name} fits ${width} px`);
          await screenshot(page, `vip-${name}-${width}`);
        }
      } finally {
        await context.close();
      }
    });
});
