import { describe, expect, test } from 'vitest';
import type { Effect } from '../../actions/effects.ts';
import { describeEffect, type EffectLine } from './describe-effect.ts';

const PAYLOAD = {
  title: '春季路演',
  desc: '',
  image: 'https://x.invalid/s.png',
  link: 'https://x.invalid/p',
};

/** One example of every effect resolve() can return, and how the trace reads it. */
const CASES: { [Type in Effect['type']]: [Extract<Effect, { type: Type }>, EffectLine] } = {
  login: [
    { type: 'login' },
    {
      title: '先登录',
      note: '未登录：弹出手机号登录框，登录后才继续；不登录则到此为止',
      fields: [],
    },
  ],
  commitStayConsult: [
    {
      type: 'commitStayConsult',
      payload: {
        source: 1,
        type: 2,
        activeId: '88',
        extendField: '{"pageId":"1001","moduleId":"2","stayConsult":1}',
      },
    },
    {
      title: '记录留资',
      target: 'newStayConsult/newCommitActivityStayConsult',
      fields: [
        ['source', '1'],
        ['type', '2'],
        ['activeId', '88'],
        ['extendField', '{"pageId":"1001","moduleId":"2","stayConsult":1}'],
      ],
    },
  ],
  open: [
    { type: 'open', url: '/activity-page.html?pageId=1002' },
    { title: '打开页面', target: '/activity-page.html?pageId=1002', fields: [] },
  ],
  nativeJump: [
    { type: 'nativeJump', module: 'projectDetail', params: { id: '9' } },
    { title: 'App 原生跳转', target: 'projectDetail', fields: [['id', '9']] },
  ],
  nativeBack: [{ type: 'nativeBack' }, { title: 'App 返回上一页', fields: [] }],
  historyBack: [{ type: 'historyBack' }, { title: '浏览器返回上一页', fields: [] }],
  miniProgramNavigate: [
    { type: 'miniProgramNavigate', url: '/pages/project/project?x=1' },
    {
      title: '小程序内跳转',
      target: '/pages/project/project?x=1',
      fields: [],
    },
  ],
  miniProgramBack: [{ type: 'miniProgramBack' }, { title: '小程序返回上一页', fields: [] }],
  wechatOpenLocation: [
    { type: 'wechatOpenLocation', location: { latitude: 31.2, longitude: 121.5, name: '会场' } },
    {
      title: '打开微信地图（缩放 15）',
      fields: [
        ['latitude', '31.2'],
        ['longitude', '121.5'],
        ['name', '会场'],
      ],
    },
  ],
  appOpenMiniProgram: [
    { type: 'appOpenMiniProgram', appId: 'wx1', path: '/pages/a/a', envVersion: 'trial' },
    {
      title: 'App 打开小程序',
      target: '/pages/a/a',
      fields: [
        ['appId', 'wx1'],
        ['envVersion', 'trial'],
      ],
    },
  ],
  openMiniProgramLink: [
    {
      type: 'openMiniProgramLink',
      link: { path: '/pages/a/a', query: 'id=1', envVersion: 'trial' },
    },
    {
      title: '打开小程序（经 userWxmp/openLink 取得链接后跳转，失败时打开 fallbackUrl）',
      target: '/pages/a/a?id=1',
      fields: [['envVersion', 'trial']],
    },
  ],
  openProduct: [
    { type: 'openProduct', link: { productId: '7', platformId: '2' } },
    {
      title: '打开商品（经 roomLiveProduct/getUrlScheme 取得链接后跳转）',
      target: '7',
      fields: [
        ['productId', '7'],
        ['platformId', '2'],
      ],
    },
  ],
  launchApp: [
    { type: 'launchApp', url: 'bosscloud://open', fallbackUrl: 'https://x.invalid/download' },
    {
      title: '唤起 App（打不开时转到下载地址）',
      target: 'bosscloud://open',
      fields: [['fallbackUrl', 'https://x.invalid/download']],
    },
  ],
  track: [
    {
      type: 'track',
      event: 'ActivityClick',
      properties: { Venues_id: '1001', project_name: undefined },
    },
    { title: '埋点', target: 'ActivityClick', fields: [['Venues_id', '1001']] },
  ],
  appShare: [
    { type: 'appShare', payload: PAYLOAD },
    {
      title: 'App 分享',
      fields: expect.arrayContaining([['title', '春季路演']]) as never,
    },
  ],
  wechatShare: [
    { type: 'wechatShare', payload: PAYLOAD },
    {
      title: '设置微信分享内容',
      fields: expect.arrayContaining([['link', 'https://x.invalid/p']]) as never,
    },
  ],
  miniProgramShare: [
    { type: 'miniProgramShare', payload: PAYLOAD },
    {
      title: '把分享内容发给小程序（postMessage）',
      fields: expect.arrayContaining([['desc', '']]) as never,
    },
  ],
  toast: [
    { type: 'toast', message: '分享参数不存在' },
    { title: '提示', target: '分享参数不存在', fields: [] },
  ],
  refused: [
    { type: 'refused', reason: 'scheme javascript: refused' },
    { title: '拒绝打开链接', target: 'scheme javascript: refused', fields: [] },
  ],
  ignored: [
    { type: 'ignored', reason: 'no link' },
    { title: '什么也不做', target: 'no link', fields: [] },
  ],
};

describe('describeEffect: every effect of the action engine in the trace', () => {
  test.each(Object.entries(CASES))('%s', (_type, [effect, line]) => {
    expect(describeEffect(effect)).toEqual(line);
  });
});
