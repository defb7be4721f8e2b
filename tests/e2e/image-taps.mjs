// What a tap on a picture of an image-group module asks for, per environment (R4.04 jump types,
// R4.06 navigation per environment, R9.04): written from the page data and the rules, never taken
// from resolve(). The action tests (actions.test.mjs) check real taps against it, the preview's
// trace (preview.test.mjs) the effects it lists.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { baseUrl } from './harness.mjs';

const root = resolve(import.meta.dirname, '../..');

/** The `data` of a recorded page/v2/find answer (a path from the repository's root). */
export const readPage = (file) => JSON.parse(readFileSync(resolve(root, file), 'utf8')).data;

/** R9.14: outside production mini-programs open in their trial version (the local build is not production). */
export const ENV_VERSION = 'trial';
/** spec §2: the mini-program's tab pages. */
const TAB_PAGES = ['home', 'project', 'index', 'policySubsidy', 'my'];

export const number = (value, fallback = 0) =>
  value === undefined || value === null || value === '' ? fallback : Number(value);

/** Every picture of every image-group module of a recorded page answer. */
export function picturesOf(page) {
  return page.moduleSubs
    .filter((module) => number(module.subModuleType) === 1)
    .flatMap((module) => {
      const data = JSON.parse(module.subModuleJson);
      return data.pics.map((pic, index) => ({
        page,
        moduleId: String(module.id),
        index,
        pic,
        jumpType: number(pic.jumpType),
        stayConsult: number(data.stayConsult),
      }));
    });
}

/** spec §2: tab pages by switchTab (no query), /pages/index/index with roomLiveId by reLaunch, the rest by navigateTo. */
export function miniProgramCall(path) {
  const [bare, query = ''] = path.split('?');
  const [, folder, file] = /^\/pages\/([^/]+)\/([^/]+)$/.exec(bare) ?? [];
  const tab = folder !== undefined && folder === file && TAB_PAGES.includes(folder);
  if (tab && folder === 'index' && new URLSearchParams(query).get('roomLiveId'))
    return { via: 'wx', name: 'miniProgram.reLaunch', data: { url: path } };
  if (tab) return { via: 'wx', name: 'miniProgram.switchTab', data: { url: bare } };
  return { via: 'wx', name: 'miniProgram.navigateTo', data: { url: path } };
}

const navigate = (address, params) => ({
  kind: 'navigate',
  address,
  params,
  says: `opens ${new URL(address).pathname}`,
});
const call = (made) => ({ kind: 'call', call: made, says: `${made.via} ${made.name}` });
const gateway = (endpoint, body) => ({
  kind: 'gateway',
  endpoint,
  body,
  says: `${endpoint.replace('/api/', '')} and follows its link`,
});

/**
 * R4.06 a mini-program page: the app's openMiniProgram handler, the hosting mini-program's own
 * routing (no host app id is configured, so every target counts as the host's own page), or a
 * link from userWxmp/openLink in a browser.
 */
function miniProgramOutcome(environment, { appId, originalId, link }) {
  const path = `/${link.trim().replace(/^\/+/, '')}`;
  if (environment === 'app')
    return call({
      via: 'bridge',
      name: 'openMiniProgram',
      data: {
        ...(appId ? { appId } : {}),
        ...(originalId ? { originalId } : {}),
        path,
        envVersion: ENV_VERSION,
      },
    });
  if (environment === 'miniProgram') return call(miniProgramCall(path));
  const [bare, query = ''] = path.split('?');
  return gateway('/api/userWxmp/openLink', {
    path: bare,
    query,
    ...(appId ? { appId } : {}),
    envVersion: ENV_VERSION,
  });
}

/**
 * R4.04: what a picture's jump type asks for, in this environment. `carried` is what the carry rule
 * takes along from the visit's own query (R4.06); our pages are addressed under `base`.
 */
export function expectedOutcome({ pic, jumpType, page }, environment, carried, base = baseUrl) {
  switch (jumpType) {
    case 2:
      if (number(pic.jumpLinkType) === 1)
        return navigate(`${base}/activity-page.html`, {
          pageId: String(pic.skipContent),
          ...carried,
        });
      if (/^\/?pages\//.test(pic.linkUrl.trim()))
        return miniProgramOutcome(environment, { link: pic.linkUrl });
      return navigate(pic.linkUrl, Object.fromEntries(new URL(pic.linkUrl).searchParams));
    case 3:
      return miniProgramOutcome(environment, {
        appId: pic.appId,
        originalId: pic.protoId,
        link: pic.linkUrl,
      });
    case 5: {
      const platformId = String(pic.productJumpType.platformId);
      if (environment === 'miniProgram')
        return call({
          via: 'wx',
          name: 'miniProgram.navigateTo',
          data: { url: `/pages/order/order?productId=${pic.productId}&platformId=${platformId}` },
        });
      // R9.04 goods: scene 10, source laobanyunh5.
      return gateway('/api/roomLiveProduct/getUrlScheme', {
        productId: String(pic.productId),
        platformId,
        scene: 10,
        source: 'laobanyunh5',
      });
    }
    case 6:
      return { kind: 'stays', says: `tracks ${pic.skipContent} and stays` };
    case 7:
      // R9.04: the meeting sign-up page with RegistereSource 11.
      return navigate(`${base}/unicorn-meeting-signup.html`, {
        mid: String(pic.meetingId),
        RegistereSource: '11',
        pageId: String(page.id),
        ...carried,
      });
    default:
      throw new Error(`no expectation written for jumpType ${jumpType}`);
  }
}
