import { describe, expect, test } from 'vitest';
import { LOCAL_SITE_SETTINGS } from '../../lib/site-settings.ts';
import type { LegalDocument } from './legal-document.ts';
import { loadDocument } from './load-document.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { userAgreement } from './user-agreement.ts';

const CONTACTS = { phone: '400-123-4567', emails: ['privacy@corp.example', 'dpo@corp.example'] };

function whole(text: LegalDocument): string {
  return [
    text.title,
    text.updated,
    text.effective,
    text.preface,
    ...text.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
  ].join('\n');
}

const policy = whole(privacyPolicy(CONTACTS));
const agreement = whole(userAgreement(CONTACTS));

describe('spec §1: what the privacy policy says', () => {
  test.each([
    ['R9.17 update and effective date 2025-04-09', ['更新于2025年4月9日', '自2025年4月9日起生效']],
    [
      'account basics: phone, code, messaging-platform id, nickname, avatar',
      ['手机号码', '短信验证码', '平台账号标识', '昵称', '头像'],
    ],
    [
      'account tags',
      [
        '真实姓名',
        '公司',
        '邮箱',
        '职位',
        '性别',
        '公司简介',
        '工作地区',
        '地址',
        '学校',
        '家乡',
        '生日',
        '兴趣爱好',
        '兴趣标签',
      ],
    ],
    ['opportunity and post content', ['商机', '动态']],
    ['digital-human inputs: face photo, recording, text', ['数字人', '人脸照片', '录音', '文字']],
    ['coarse location (city)', ['粗略位置（所在城市）']],
    ['survey answers', ['问卷']],
    [
      'browsing behaviour, customer-service exchanges, device and log data',
      ['浏览', '客服', '设备', '日志'],
    ],
    ['service secretaries verify users', ['服务秘书']],
    ['sensitive personal data is not processed', ['不处理您的敏感个人信息']],
    ['stored only in mainland China', ['仅存储于中华人民共和国境内']],
    [
      'not given to third-party processors; processing may be entrusted to vendors and SDK providers',
      ['不会向第三方个人信息处理者提供', '委托服务商和 SDK 提供方处理'],
    ],
    [
      'device permissions',
      ['相机', '麦克风', '相册', '外部存储', '位置', '通讯录', '设备信息', '剪贴板', '电话'],
    ],
    [
      'permissions can be refused without losing basic functions',
      ['您可以拒绝授权', '不影响您使用基本功能'],
    ],
    [
      'SDKs by purpose',
      [
        '音视频',
        '直播',
        '即时通讯',
        '崩溃统计',
        '人脸特效',
        '消息推送',
        '对象存储',
        '在线聊天',
        '数据统计分析',
        '在线客服',
        '验证码',
        '支付',
        '渠道归因',
        '语音转文字',
        '视频播放',
      ],
    ],
    [
      'retention: shortest necessary or until deletion, then anonymized or deleted',
      ['最短期限', '要求删除', '匿名化处理或删除'],
    ],
    ['thirty days’ notice before service ends', ['至少提前三十日']],
    ['R9.17 replies to rights requests within 15 working days', ['15 个工作日内答复']],
    ['minors are not targeted', ['不以未成年人为服务对象']],
    [
      'the in-app places',
      [
        '我的-设置-账号与安全-注销账号',
        '设置-第三方个人信息共享清单',
        '我-编辑资料',
        '我-认证信息-重新认证',
        '设置-个性化推荐',
      ],
    ],
    [
      'the contact phone and the two mailboxes from the build',
      ['400-123-4567', 'privacy@corp.example', 'dpo@corp.example'],
    ],
  ])('%s', (_rule, phrases) => {
    for (const phrase of phrases) expect(policy).toContain(phrase);
  });
});

describe('spec §1: what the user agreement says', () => {
  test.each([
    ['R9.17 dated 2025-04-09', ['2025年4月9日']],
    ['mobile-number registration', ['手机号码', '短信验证码']],
    [
      'identity certification: 1 million yuan, leader or shareholder',
      ['100万元', '企业负责人或股东'],
    ],
    [
      'membership rights, content rules, data storage, risk, IP, liability',
      ['会员权益', '内容规范', '境内', '风险', '知识产权', '责任'],
    ],
    ['R9.17 an account unused for one year may be reclaimed', ['连续一年未登录', '回收']],
    ['R9.17 thirty days’ notice before service ends', ['至少提前三十日']],
    ['the contacts from the build', ['400-123-4567', 'privacy@corp.example']],
  ])('%s', (_rule, phrases) => {
    for (const phrase of phrases) expect(agreement).toContain(phrase);
  });
});

describe('one source for each text', () => {
  test('the popup and the pages load the same texts, with the build’s contacts (local stand-ins here)', async () => {
    expect(await loadDocument('privacy')).toEqual(privacyPolicy());
    expect(await loadDocument('agreement')).toEqual(userAgreement());
    expect(whole(await loadDocument('privacy'))).toContain(LOCAL_SITE_SETTINGS.servicePhone);
    for (const email of LOCAL_SITE_SETTINGS.serviceEmails)
      expect(whole(await loadDocument('privacy'))).toContain(email);
  });
});
