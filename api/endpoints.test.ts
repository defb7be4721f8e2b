import { describe, expect, test } from 'vitest';
import { CONFERENCE_TIMEOUT_MS, ENDPOINTS, type ApiBase, type Endpoint } from './endpoints.ts';
import { REQUEST_TIMEOUT_MS, timeoutOf } from './transport.ts';

type SpecCall = readonly [method: 'GET' | 'POST', path: string, base?: ApiBase];

/**
 * Spec §7, copied call by call in its order. Abbreviations are expanded (the controller repeated),
 * words written apart are path segments, and the /api/bosscloud-activity and
 * /dubbo-customer-admin-api prefixes are written as the base. Rows written "{token}" and calls
 * without a path are not here (see endpoints.ts).
 */
const SPEC_CALLS: readonly SpecCall[] = [
  // Activity and prize
  ['POST', 'activity/activeProjectWitness/selectPage'],
  ['POST', 'activeProjectSignUp/select'],
  ['GET', 'information/article/section/list/v1'],
  ['GET', 'activeProjectUserLike/clickUserLike2/{id}'],
  ['GET', 'activeProjectSignUp/getSelectionBySignUpId/{id}'],
  ['POST', 'updateActiveProjectSignUp'],
  ['GET', 'queryProjectSignUpIsSuccess/{id}'],
  ['POST', 'pageProjectsSignUp'],
  ['GET', 'activeProjectSignUp/getProjectPosterForRandom/{id}'],
  ['GET', 'luckTag/open/{id}'],
  ['GET', 'tojoy/times'],
  ['GET', 'tojoy/open'],
  ['GET', 'newYearGoods/times'],
  ['GET', 'newYearGoods/open'],
  ['GET', 'happinessHealth/times'],
  ['GET', 'happinessHealth/open'],
  ['GET', 'projectEyes/inviteAuthNum'],
  ['GET', 'projectEyes/attentionPrize'],
  ['POST', 'common/searchCompany'],
  ['POST', 'activeCommon/recordIdentify'],
  ['POST', 'activeCommon/h5/login'],
  ['POST', 'activeCommon/loginFissionWithPlusLottery'],
  ['POST', 'activeCommon/loginFissionWithMorePlusLottery'],
  ['POST', 'authApprove/artificialNoFission'],
  ['POST', 'authApprove/queryAuthApprove'],
  ['POST', 'authApprove/artificial'],
  ['POST', 'activeCommon/getUserIdentityWithAuth'],
  ['GET', 'userIdentity/getUserIdentityWithAuth'],
  ['POST', 'activePrizeConfig/selectPrizePageList'],
  ['GET', 'activePrizeConfig/isEnabled'],
  ['POST', 'conferenceInvitation/saveData'],
  ['GET', 'activityManage/getById/{id}'],
  ['GET', 'activityManage/info/{id}'],
  ['GET', 'activityManage/get/{id}'],
  ['GET', 'common/locationTxaddr'],
  ['POST', 'commonWitness/votes', 'activity'],
  ['POST', 'commonWitness/vote/add', 'activity'],
  ['GET', 'commonWitness/vote/{id}', 'activity'],
  ['GET', 'commonWitness/projects', 'activity'],
  ['GET', 'commonWitness/getCommitInfo', 'activity'],
  ['POST', 'commonWitness/commitInfo', 'activity'],
  ['POST', 'activeProjectWitness/commit', 'activity'],
  ['GET', 'activeProjectWitness/vote/{id}', 'activity'],
  ['GET', 'activeProjectWitness/vote/add/{id}', 'activity'],
  ['POST', 'activeProjectWitness/vote/list', 'activity'],
  ['POST', 'activeProjectWitness/vote/available', 'activity'],
  ['POST', 'activePrizeReserve/save'],
  ['GET', 'activePrizeReserve/isReserve/{id}'],
  ['POST', 'activePrizeWinfo/saveThanksgivingPrizeWinfo'],
  ['POST', 'activePrizeWinfo/saveFlightPrizeWinfo'],
  ['POST', 'activePrizeWinfo/saveMerryChristmasPrizeWinfo'],
  ['GET', 'activePrizeWinfo/queryDrawprizeList'],
  ['POST', 'activePrizeWinfo/myPrizeWinfoShare'],
  ['POST', 'activePrizeWinfo/selectMyPrizePageList'],
  ['POST', 'activePrizeWinfo/savePrizeWinfo'],
  ['POST', 'activeCommon/getUserIdentityAndCachePlus'],
  ['GET', 'activeRedRain/getPrize'],
  ['GET', 'easyPro/getDescryMobile'],
  ['GET', 'easyPro/jumpBackHandle'],
  ['GET', 'activeRedBag/getUserBagInfo'],
  ['GET', 'activeRedBag/open'],
  ['GET', 'activeRedBag/roomLiveOpen'],
  ['GET', 'redPacket/open'],
  ['GET', 'redPacket/times'],
  ['GET', 'activeSecKill/getInvitedUserNum'],
  ['GET', 'activeSecKill/getProduct'],
  ['GET', 'activeSecKill/instantSeckill'],
  ['POST', 'stayConsult/commitStayConsult'],
  ['POST', 'stayConsult/isCommitedStayConsult'],
  ['POST', 'stayConsult/commitActivityStayConsult'],
  ['POST', 'newStayConsult/newCommitActivityStayConsult'],
  ['POST', 'newStayConsult/testPaperCommit'],
  ['POST', 'userIdentity/getUserIdentityAndCacheAuth'],
  ['POST', 'activeProject/interest'],
  ['POST', 'activeProject/interestedProjectSimple'],
  ['POST', 'activeProject/interestedProject'],
  ['GET', 'activeProject/queryProjectsSimple'],
  ['GET', 'activeProject/queryProjects'],
  ['POST', 'virtualAuth/save'],
  ['POST', 'virtualAuth/getRights'],
  ['GET', 'hcb/getRights'],
  ['POST', 'login/mobileLogin'],
  ['POST', 'login/mSiteLogin'],
  ['POST', 'activeCommon/h5/loginlotteryAuthFission'],
  ['POST', 'activeCommon/getUserIdentityAndCache'],
  ['POST', 'activeCommon/h5/registLogInAutoAuth'],
  ['POST', 'activeCommon/getUserIdentity'],
  ['POST', 'activeCommon/computeRule'],
  ['POST', 'activeCommon/freeloginAuth'],
  ['GET', 'conferenceActivity/filters/all'],
  ['GET', 'conferenceActivity/dataBoard'],
  ['GET', 'conferenceActivity/atmosphere/add/{id}'],
  ['GET', 'conferenceActivity/getById'],
  ['POST', 'conferenceActivity/search'],
  ['POST', 'conferenceSignUpData/mySignUpDataPage'],
  ['POST', 'conferenceActivityRemind/subscribeRemind'],
  ['POST', 'conferenceActivityRemind/cancelRemind'],
  ['POST', 'commonDict/queryAtmosphere'],
  ['POST', 'commonDict/queryCommonDict'],
  ['POST', 'commonDict/queryCommonDictList'],
  ['GET', 'banner/getDetConfByBannerId/{id}'],
  ['GET', 'background/find'],
  ['POST', 'page/find'],
  ['POST', 'page/v2/find'],
  ['GET', 'backgroundComponent/queryBackgroundComponent/{id}'],
  ['POST', 'pageComponentConfig/getUserPrizeTimes'],
  ['POST', 'pageComponentConfig/getWinnerPrize'],
  ['POST', 'pageComponentConfig/getComponentById'],
  ['POST', 'pageRecord/saveRecord'],
  ['POST', 'pageRecord/getRecordById'],
  ['POST', 'ground/playbillUser/save'],
  ['POST', 'ground/sms/send'],
  // User and login
  ['POST', 'userLogin/sendCode'],
  ['POST', 'userLogin/mobileLogin'],
  ['POST', 'userLogin/encryIdLogin'],
  ['POST', 'userLogin/encryMobileOldUserLogin'],
  ['POST', 'userLogin/freeCheckLogin'],
  ['POST', 'mobileLogin'],
  ['POST', 'sendCodePlusTime'],
  ['POST', 'mobileLoginPlusTime'],
  ['POST', 'encryMobileOldUserLogin'],
  ['POST', 'encryUnionIdLogin'],
  ['POST', 'external/deQuery'],
  ['POST', 'user/getUserSessionKey'],
  ['GET', 'channelTag/getConfByUrlParam/{param}'],
  ['POST', 'userRights/getCurrentUserConfig'],
  ['POST', 'userHobbyInfo/select'],
  ['POST', 'dict/kv/job'],
  ['POST', 'appfront/h/app/coupon/userinfo'],
  // Platform services
  ['POST', 'userWxmp/openLink'],
  ['GET', 'weixin/getJsShareParams'],
  ['GET', 'weixin/getOpenIdByWxCode'],
  ['POST', 'roomLiveProduct/getUrlScheme'],
  ['POST', 'roomLiveProduct/listProductsByIds'],
  ['POST', 'commonDict/selectKV'],
  ['POST', 'appProtocol/getProtocolMaxVersion'],
  ['POST', 'interact/userInterest/save'],
  ['POST', 'area/tree'],
  ['GET', 'industry/list'],
  ['POST', 'userAction/addUserActions'],
  ['GET', 'oss/getToken'],
  ['GET', 'oss/getOssUrl'],
  ['POST', 'banner/select'],
  // Project, article and content
  ['GET', 'bosscloudProject/getByIdForH5/{id}'],
  ['POST', 'suggestForProjectDetail'],
  ['POST', 'bosscloud-interact/userComment/selectH5Page'],
  ['POST', 'getProjectMarketActive'],
  ['GET', 'commercialOpportunity/getDetailByid'],
  ['GET', 'activeCommercial/find/{id}'],
  ['POST', 'userInterest/getUserInterestProjectStatus'],
  ['GET', 'article/h5/detail/v1'],
  ['GET', 'article/page/list/h5/v1'],
  ['GET', 'article/section/recommend/list/v1'],
  ['GET', 'themes/detail/h5/id/v1'],
  ['GET', 'article/themes/h5/list/v1'],
  ['GET', 'aboutTj/detail/v1'],
  ['POST', 'bosscloudProjectArticleRecommend/page'],
  ['GET', 'bosscloudProject/queryListByProjectIds'],
  ['POST', 'recommend/list'],
  ['GET', 'cms/roomLive/h5RoomLiveDetail/{roomLiveId}'],
  ['GET', 'video/detail/h5/v1'],
  // VIP
  ['POST', 'userVipSignProtocol/getVipSignProtocol'],
  ['POST', 'userVipSignProtocol/save'],
  ['POST', 'vipShareInfo/queryVipShareInfo'],
  ['POST', 'vipShare/queryVipShareInfo'],
  ['GET', 'userVip/getSaleVipLevelList'],
  ['POST', 'vipCenter/list'],
  ['POST', 'vipCenter/businessVipList'],
  // Live
  ['POST', 'roomLivePreview/detailInfo'],
  ['POST', 'roomLivePreview/refreshStatus'],
  ['POST', 'roomLivePreview/wechatSubscribe'],
  ['POST', 'roomLivePreview/subscribe'],
  ['POST', 'roomLive/detail'],
  ['POST', 'roomLive/refreshDetailStatus'],
  ['POST', 'projectDetail/getRoomLiveOrPreviewInfo'],
  ['POST', 'remind/roomLiveWeixinRemind'],
  ['POST', 'remind/subscribe'],
  ['POST', 'remind/roomLiveCancelWeixinRemind'],
  // Conference (user centre, test base)
  ['POST', 'conference/apply', 'userCentre'],
  ['POST', 'conference/sendSms', 'userCentre'],
  ['GET', 'conferenceInvitation/getInvitationInfoById/{id}', 'activity'],
  ['GET', 'conferenceInvitation/selectInvitationProjectList/{id}', 'activity'],
  ['GET', 'api/MeetingService/GetMeetingExtendedExplainListBy', 'customerAdmin'],
  ['GET', 'api/MeetingUserService/GetAreaByFid', 'customerAdmin'],
  ['POST', 'api/MeetingUserService/AddOrUpdateMeetingUser', 'customerAdmin'],
  ['POST', 'baiduface/detect', 'customerAdmin'],
  ['GET', 'conferenceMeetingData/find/{id}', 'activity'],
  ['POST', 'conferenceSignUpData/save', 'activity'],
];

const rows = Object.entries(ENDPOINTS) as [string, Endpoint][];
const render = (method: string, path: string, base: ApiBase | undefined) =>
  `${method} ${base ?? 'gateway'}:${path}`;
const specKeys = SPEC_CALLS.map(([method, path, base]) => render(method, path, base));
const tableKeys = rows.map(([, row]) => render(row.method, row.path, row.base));

/** 'activeProjectUserLike/clickUserLike2/{id}' → 'activeProjectUserLikeClickUserLike2'. */
function camelName(path: string): string {
  const words = path
    .split('/')
    .filter((segment) => !segment.startsWith('{'))
    .flatMap((segment) => segment.split('-'));
  return words
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

describe('endpoint table against spec §7', () => {
  test('the spec copy has no call twice', () => {
    expect(new Set(specKeys).size).toBe(specKeys.length);
  });

  test.each(specKeys)('spec call %s is in the table', (key) => {
    expect(tableKeys).toContain(key);
  });

  test('the table has nothing the spec lacks', () => {
    expect(tableKeys.filter((key) => !specKeys.includes(key))).toEqual([]);
    expect(tableKeys).toHaveLength(specKeys.length);
  });

  test.each(rows)('%s is its path in camelCase', (name, row) => {
    expect(name).toBe(camelName(row.path));
  });

  test.each([
    'pageV2Find',
    'pageFind',
    'backgroundFind',
    'roomLiveDetail',
    'userLoginSendCode',
    'userLoginMobileLogin',
    'ossGetToken',
  ])('keeps the name %s', (name) => {
    expect(Object.keys(ENDPOINTS)).toContain(name);
  });
});

describe('R6.05 token per call: a per-call isToken flag decides whether a call carries a token', () => {
  test.each([
    ['the activity page', 'pageV2Find', false],
    ['the SMS code request', 'userLoginSendCode', false],
    ['the SMS login that creates the session', 'userLoginMobileLogin', false],
    ['the encrypted-id login', 'userLoginEncryIdLogin', false],
    ['a project detail', 'bosscloudProjectGetByIdForH5', false],
    ['the upload credentials', 'ossGetToken', true],
    ["the person's rights", 'userRightsGetCurrentUserConfig', true],
    ['the stay-consult commit', 'newStayConsultNewCommitActivityStayConsult', true],
    ['the VIP sign protocol', 'userVipSignProtocolSave', true],
    ['my conference sign-ups', 'conferenceSignUpDataMySignUpDataPage', true],
    ["the conference list with the visitor's reminders", 'conferenceActivitySearch', true],
    ['a witness vote', 'commonWitnessVoteAdd', true],
  ] as const)('%s (%s) carries the token: %s', (_what, name, token) => {
    expect(ENDPOINTS[name].token).toBe(token);
  });
});

describe('checked answers', () => {
  test('every answer schema names a row of the endpoint table', async () => {
    const { ANSWER_SCHEMAS } = await import('../schemas/answers.ts');
    expect(Object.keys(ANSWER_SCHEMAS).filter((name) => !(name in ENDPOINTS))).toEqual([]);
  });

  test("the client's lazy half carries exactly the rows with an answer schema, as the table writes them", async () => {
    const { ANSWER_SCHEMAS } = await import('../schemas/answers.ts');
    const { default: callable } = await import('virtual:callable-endpoints');
    const table: Record<string, Endpoint> = ENDPOINTS;
    expect(callable).toEqual(
      Object.fromEntries(Object.keys(ANSWER_SCHEMAS).map((name) => [name, table[name]])),
    );
    expect(Object.keys(callable).length).toBeLessThan(rows.length);
  });
});

describe('spec §7 "Conference (user centre, test base, 180000 ms)"', () => {
  const conference = SPEC_CALLS.slice(
    SPEC_CALLS.findIndex(([, path]) => path === 'conference/apply'),
    SPEC_CALLS.findIndex(([, path]) => path === 'conferenceSignUpData/save') + 1,
  );

  test.each(conference.map(([method, path, base]) => [render(method, path, base)]))(
    'R9.12 %s gives up after 180000 ms, its own limit on its row',
    (key) => {
      const row = rows.find(
        ([, endpoint]) => render(endpoint.method, endpoint.path, endpoint.base) === key,
      );
      expect(row?.[1].timeoutMs).toBe(CONFERENCE_TIMEOUT_MS);
      expect(CONFERENCE_TIMEOUT_MS).toBe(180_000);
    },
  );

  test('a row without its own limit waits the default; the client may ask for less, never more', () => {
    expect(timeoutOf(ENDPOINTS.pageV2Find, undefined)).toBe(REQUEST_TIMEOUT_MS);
    expect(timeoutOf(ENDPOINTS.conferenceMeetingDataFind, undefined)).toBe(180_000);
    expect(timeoutOf(ENDPOINTS.conferenceMeetingDataFind, 1500)).toBe(1500);
    expect(timeoutOf({ ...ENDPOINTS.conferenceApply, timeoutMs: 5000 }, 60_000)).toBe(5000);
  });
});
