import { describe, expect, test } from 'vitest';
import type { ActionContext } from '../../actions/context.ts';
import { shareClientType, vipShareCard, type VipShareOptions } from './vip-share.ts';

type Host = ActionContext['host'];

const H5 = { shareTitle: '会员中心', shareDesc: '开通会员', shareIcon: 'share/vip.png' };
const MP = {
  shareTitle: '小程序会员中心',
  shareDesc: '在小程序里开通',
  shareIcon: 'share/vip-mp.png',
};
const BOTH: VipShareOptions = { 2: H5, 3: MP };

describe('R9.11 the VIP share option by clientType', () => {
  test.each<[Host, 2 | 3]>([
    ['app', 2],
    ['wechatBrowser', 2],
    ['browser', 2],
    ['miniProgram', 3],
  ])('R9.11 %s shares the clientType %i option', (host, clientType) => {
    expect(shareClientType(host)).toBe(clientType);
  });

  test.each<[string, VipShareOptions, Host, ReturnType<typeof vipShareCard>]>([
    [
      'R9.11 the app: the clientType 2 option, platformType 2, no mini-program image',
      BOTH,
      'app',
      { title: '会员中心', desc: '开通会员', image: 'share/vip.png', platformType: 2 },
    ],
    [
      'R9.11 the mini-program: the clientType 3 option, its icon also the card image (mpImage)',
      BOTH,
      'miniProgram',
      {
        title: '小程序会员中心',
        desc: '在小程序里开通',
        image: 'share/vip-mp.png',
        mpImage: 'share/vip-mp.png',
        platformType: 3,
      },
    ],
    [
      'a mini-program with no option of its own shares the app and H5 one',
      { 2: H5, 3: null },
      'miniProgram',
      { title: '会员中心', desc: '开通会员', image: 'share/vip.png', platformType: 2 },
    ],
    [
      'no option at all: the page title, R8.11 never a share without a title',
      { 2: null, 3: null },
      'browser',
      { title: '会员中心页', platformType: 2 },
    ],
    [
      'blank texts count as absent',
      { 2: { shareTitle: '  ', shareDesc: ' ' }, 3: null },
      'wechatBrowser',
      { title: '会员中心页', platformType: 2 },
    ],
  ])('%s', (_name, options, host, card) => {
    expect(vipShareCard(options, host, '会员中心页')).toEqual(card);
  });
});
