// Issue 8, done when: analytics leave the browser. Taps on the demo pages reach the local gateway's
// collector (/__dev/analytics) with the spec's field names (spec §3 analytics event fields):
// the page view with Venues_id and Venues_name, the jumpType 6 tracked action (page 1002, after
// login for its stayConsult 2) and the jumpType 7 ActivityClick (page 1002). Page 1001 holds no
// picture of jumpType 6 or 7, so those taps are on page 1002.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  activityUrl,
  baseUrl,
  hydrated,
  launchBrowser,
  listed,
  openPage,
  screenshot,
  uncaught,
} from './harness.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

async function collected() {
  return (await fetch(`${baseUrl}/__dev/analytics`)).json();
}

/** Waits until an event that matches arrives at the collector (Sensors sends after the first paint). */
async function arrival(match, what, since, timeout = 20_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = (await collected()).slice(since).find(match);
    if (found) return found;
    if (Date.now() > deadline) assert.fail(`no ${what} reached /__dev/analytics`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

let mobiles = 0;
const nextMobile = () =>
  `137${String(process.pid % 1000).padStart(3, '0')}${String((mobiles += 1)).padStart(5, '0')}`;

/** Logs in through the popup (the code read from the gateway's dev route). */
async function logIn(page) {
  const dialog = page.getByRole('dialog');
  const mobile = nextMobile();
  await dialog.getByLabel('手机号').fill(mobile);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  let code;
  for (let tries = 0; !code && tries < 50; tries += 1) {
    const answer = await fetch(`${baseUrl}/__dev/sms/latest?mobile=${mobile}`);
    if (answer.ok) ({ code } = await answer.json());
    else await new Promise((done) => setTimeout(done, 100));
  }
  await dialog.getByLabel('验证码').fill(String(code));
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
}

describe('analytics reach the local gateway', () => {
  test('page 1001 sends its page view with Venues_id and Venues_name', async () => {
    const since = (await collected()).length;
    const { page, context, errors } = await openPage(browser);
    await page.goto(activityUrl('1001'));
    const view = await arrival(
      (entry) => entry.event === '$pageview' && entry.properties.Venues_id === '1001',
      'page view of 1001',
      since,
    );
    assert.equal(view.properties.Venues_name, '2025 春季项目路演');
    assert.equal(typeof view.distinctId, 'string');
    assert.deepEqual(errors, [], listed(errors));
    await context.close();
  });

  test('page 1001 reports its real-user metrics (web-vitals) as WebVitals events', async () => {
    const since = (await collected()).length;
    const { page, context } = await openPage(browser);
    await page.goto(activityUrl('1001'));
    for (const name of ['TTFB', 'FCP']) {
      const metric = await arrival(
        (entry) => entry.event === 'WebVitals' && entry.properties.metric_name === name,
        `WebVitals ${name}`,
        since,
      );
      assert.equal(typeof metric.properties.metric_value, 'number');
      assert.ok(['good', 'needs-improvement', 'poor'].includes(metric.properties.metric_rating));
      assert.equal(metric.properties.Venues_id, '1001', 'sent with the page view properties');
    }
    await context.close();
  });

  test('R4.04 page 1002: the jumpType 6 action after login, and the jumpType 7 ActivityClick', async () => {
    const since = (await collected()).length;
    const { page, context } = await openPage(browser);
    await page.goto(activityUrl('1002'));
    await page.locator('[data-module-id="1"] .bc-image-group__cell').first().click();
    await logIn(page);
    const action = await arrival(
      (entry) => entry.event === 'consult_head',
      'jumpType 6 event consult_head',
      since,
    );
    assert.equal(action.properties.Venues_id, '1002');
    assert.equal(typeof action.properties.Venues_name, 'string');
    assert.ok(action.properties.source_type, 'source_type is sent');

    // R9.03: taps within 3000 ms of the last one are dropped; the next tap waits the guard out.
    await page.waitForTimeout(3100);
    await page.locator('[data-module-id="3"] .bc-image-group__cell').first().click();
    const click = await arrival(
      (entry) => entry.event === 'ActivityClick',
      'jumpType 7 ActivityClick',
      since,
    );
    assert.equal(click.properties.Venues_id, '1002');
    assert.equal(click.properties.source_type, 'H5');
    await context.close();
  });

  // Page 1002's meeting picture (module 3, jumpType 7, stayConsult 0) sends ActivityClick and opens
  // the meeting's sign-up page in the same tab: the page is replaced right after the event is made.
  const MEETING = '[data-module-id="3"] .bc-image-group__cell';
  const MEETING_PAGE = /\/unicorn-meeting-signup\.html\?mid=3321/;
  const SENSORS = /\/assets\/sensorsdata-[\w-]+\.js$/;

  /** Holds the Sensors script back until `release()`; `asked` settles once the page asks for it. */
  async function holdSensors(context) {
    let release;
    let ask;
    const released = new Promise((done) => (release = done));
    const asked = new Promise((done) => (ask = done));
    await context.route(SENSORS, async (route) => {
      ask();
      await released;
      await route.continue().catch(() => {});
    });
    return { asked, release };
  }

  /** Counts the main frame's navigations to the meeting page. */
  function meetingNavigations(page) {
    const seen = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && MEETING_PAGE.test(frame.url())) seen.push(frame.url());
    });
    return seen;
  }

  test('a tap that leaves the page while Sensors is still loading: its ActivityClick reaches the collector, and the page opens once', async () => {
    const since = (await collected()).length;
    const { page, context, errors } = await openPage(browser);
    try {
      const sensors = await holdSensors(context);
      const landed = meetingNavigations(page);
      await page.goto(activityUrl('1002'));
      await hydrated(page);
      await sensors.asked; // the events made so far wait for Sensors, which is held back
      await page.locator(MEETING).first().click();
      // Sensors arrives while the tap waits for its event (at most the wait's cap, 500 ms).
      sensors.release();
      await page.waitForURL(MEETING_PAGE, { timeout: 15_000 });
      const click = await arrival(
        (entry) => entry.event === 'ActivityClick' && entry.properties.Venues_id === '1002',
        'ActivityClick of the tap that left page 1002',
        since,
      );
      assert.equal(click.properties.meeting_activity_id, '3321');
      await page.waitForLoadState('load');
      await screenshot(page, 'analytics-left-page-375');
      assert.equal(landed.length, 1, 'the page was replaced once');
      const thrown = uncaught(errors);
      assert.deepEqual(thrown, [], `page errors:${listed(thrown)}`);
    } finally {
      await context.close();
    }
  });

  test("the tap never hangs: Sensors never arriving and the page's timers frozen, the page is still left (at the cap)", async () => {
    const { page, context } = await openPage(browser);
    try {
      const sensors = await holdSensors(context); // never released
      await context.clock.install();
      const landed = meetingNavigations(page);
      await page.goto(activityUrl('1002'));
      await hydrated(page);
      await sensors.asked;
      // From here no timer of the page fires: only the animation timeline can end the wait.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await page.locator(MEETING).first().click();
      await page.waitForURL(MEETING_PAGE, { timeout: 15_000, waitUntil: 'commit' });
      assert.equal(landed.length, 1, 'the page was replaced once');
    } finally {
      await context.close();
    }
  });
});
