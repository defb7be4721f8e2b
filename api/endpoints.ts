/**
 * Every call of spec §7 as one row: name → method, path (relative to its base; `{x}` is a path
 * parameter), whether it carries the token, and the base when it is not the gateway's.
 *
 * Names are the path in camelCase with path parameters dropped ('page/v2/find' → pageV2Find).
 * Where the spec abbreviates ('stayConsult/commitStayConsult, /isCommitedStayConsult'), the
 * controller is repeated; where it writes service words apart ('cms roomLive h5RoomLiveDetail'),
 * they are path segments; '/appfront/…' is taken relative to the gateway like every other path.
 *
 * Token rule (spec §6 "a per-call isToken flag"): a call carries the token when it reads or changes
 * what belongs to the signed-in person: identity, rights, certification, sign-ups, votes, likes,
 * draws and prizes, reservations, reminders and subscriptions, stay consults, interests, VIP
 * agreement and status, upload credentials. Public content reads (pages, projects, articles, live
 * rooms, dictionaries, regions) and the login calls that create the session carry none.
 *
 * Checked answers: a row can be called only once its answer has a schema in schemas/answers.ts (the
 * client checks every successful answer against it, api/transport.ts); the other rows stay in the
 * table because the spec lists them, and the screens' issues give them their schemas as they call
 * them. The browser never loads this table: the client's lazy half carries only the callable rows
 * (`virtual:callable-endpoints`, built from this table); the local gateway and the tests read it.
 * The §7 activity and prize rows no screen calls are listed with why in ./no-screen.ts (issue 14).
 *
 * Left out: the spec's redacted rows written as "{token}" (one witness GET, and the red-bag and
 * seckill group's GET/POST rows including "/do/job" under a redacted controller), and the calls it
 * names without a path: the stay-consult commit payload's call, the page-component call with id and
 * activeId, the form component config query, the goods data lookup, the VIP list and VIP share
 * options calls, the dictionary, share-signature, jump-link and mini-program link fetches of
 * "Platform services" (they may be rows above under their own names), the encrypted-id login, user
 * identity and id lookups of "User and login", and the static data scripts (files, not calls).
 */

/** Hosts other than the gateway (spec §7): the activity service, the customer admin service, the user centre. */
export type ApiBase = 'activity' | 'customerAdmin' | 'userCentre';

/** One call: fixed method, path under its base, whether it carries the token. */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  token: boolean;
  /** Absent: the gateway base. */
  base?: ApiBase;
  /** How long the call may take; absent: the client's default (R9.12). */
  timeoutMs?: number;
}

/**
 * Spec §7 "Conference (user centre, test base, 180000 ms)": the conference calls have their own
 * bases (the user centre's and the services behind it, each a deployment setting) and their own
 * timeout, written on each of their rows below so that it travels with the row to the client.
 */
export const CONFERENCE_TIMEOUT_MS = 180_000;

export const ENDPOINTS = {
  // Activity and prize
  activityActiveProjectWitnessSelectPage: {
    method: 'POST',
    path: 'activity/activeProjectWitness/selectPage',
    token: false,
  },
  activeProjectSignUpSelect: { method: 'POST', path: 'activeProjectSignUp/select', token: true },
  informationArticleSectionListV1: {
    method: 'GET',
    path: 'information/article/section/list/v1',
    token: false,
  },
  activeProjectUserLikeClickUserLike2: {
    method: 'GET',
    path: 'activeProjectUserLike/clickUserLike2/{id}',
    token: true,
  },
  activeProjectSignUpGetSelectionBySignUpId: {
    method: 'GET',
    path: 'activeProjectSignUp/getSelectionBySignUpId/{id}',
    token: true,
  },
  updateActiveProjectSignUp: { method: 'POST', path: 'updateActiveProjectSignUp', token: true },
  queryProjectSignUpIsSuccess: {
    method: 'GET',
    path: 'queryProjectSignUpIsSuccess/{id}',
    token: true,
  },
  pageProjectsSignUp: { method: 'POST', path: 'pageProjectsSignUp', token: true },
  activeProjectSignUpGetProjectPosterForRandom: {
    method: 'GET',
    path: 'activeProjectSignUp/getProjectPosterForRandom/{id}',
    token: false,
  },
  luckTagOpen: { method: 'GET', path: 'luckTag/open/{id}', token: true },
  tojoyTimes: { method: 'GET', path: 'tojoy/times', token: true },
  tojoyOpen: { method: 'GET', path: 'tojoy/open', token: true },
  newYearGoodsTimes: { method: 'GET', path: 'newYearGoods/times', token: true },
  newYearGoodsOpen: { method: 'GET', path: 'newYearGoods/open', token: true },
  happinessHealthTimes: { method: 'GET', path: 'happinessHealth/times', token: true },
  happinessHealthOpen: { method: 'GET', path: 'happinessHealth/open', token: true },
  projectEyesInviteAuthNum: { method: 'GET', path: 'projectEyes/inviteAuthNum', token: true },
  projectEyesAttentionPrize: { method: 'GET', path: 'projectEyes/attentionPrize', token: true },
  commonSearchCompany: { method: 'POST', path: 'common/searchCompany', token: false },
  activeCommonRecordIdentify: { method: 'POST', path: 'activeCommon/recordIdentify', token: true },
  activeCommonH5Login: { method: 'POST', path: 'activeCommon/h5/login', token: false },
  activeCommonLoginFissionWithPlusLottery: {
    method: 'POST',
    path: 'activeCommon/loginFissionWithPlusLottery',
    token: false,
  },
  activeCommonLoginFissionWithMorePlusLottery: {
    method: 'POST',
    path: 'activeCommon/loginFissionWithMorePlusLottery',
    token: false,
  },
  authApproveArtificialNoFission: {
    method: 'POST',
    path: 'authApprove/artificialNoFission',
    token: true,
  },
  authApproveQueryAuthApprove: {
    method: 'POST',
    path: 'authApprove/queryAuthApprove',
    token: true,
  },
  authApproveArtificial: { method: 'POST', path: 'authApprove/artificial', token: true },
  activeCommonGetUserIdentityWithAuth: {
    method: 'POST',
    path: 'activeCommon/getUserIdentityWithAuth',
    token: true,
  },
  userIdentityGetUserIdentityWithAuth: {
    method: 'GET',
    path: 'userIdentity/getUserIdentityWithAuth',
    token: true,
  },
  activePrizeConfigSelectPrizePageList: {
    method: 'POST',
    path: 'activePrizeConfig/selectPrizePageList',
    token: false,
  },
  activePrizeConfigIsEnabled: { method: 'GET', path: 'activePrizeConfig/isEnabled', token: false },
  conferenceInvitationSaveData: {
    method: 'POST',
    path: 'conferenceInvitation/saveData',
    token: true,
  },
  activityManageGetById: { method: 'GET', path: 'activityManage/getById/{id}', token: false },
  activityManageInfo: { method: 'GET', path: 'activityManage/info/{id}', token: false },
  activityManageGet: { method: 'GET', path: 'activityManage/get/{id}', token: false },
  commonLocationTxaddr: { method: 'GET', path: 'common/locationTxaddr', token: false },
  // Common witness and vote (under /api/bosscloud-activity)
  commonWitnessVotes: {
    method: 'POST',
    path: 'commonWitness/votes',
    token: false,
    base: 'activity',
  },
  commonWitnessVoteAdd: {
    method: 'POST',
    path: 'commonWitness/vote/add',
    token: true,
    base: 'activity',
  },
  commonWitnessVote: {
    method: 'GET',
    path: 'commonWitness/vote/{id}',
    token: true,
    base: 'activity',
  },
  commonWitnessProjects: {
    method: 'GET',
    path: 'commonWitness/projects',
    token: false,
    base: 'activity',
  },
  commonWitnessGetCommitInfo: {
    method: 'GET',
    path: 'commonWitness/getCommitInfo',
    token: true,
    base: 'activity',
  },
  commonWitnessCommitInfo: {
    method: 'POST',
    path: 'commonWitness/commitInfo',
    token: true,
    base: 'activity',
  },
  activeProjectWitnessCommit: {
    method: 'POST',
    path: 'activeProjectWitness/commit',
    token: true,
    base: 'activity',
  },
  activeProjectWitnessVote: {
    method: 'GET',
    path: 'activeProjectWitness/vote/{id}',
    token: true,
    base: 'activity',
  },
  activeProjectWitnessVoteAdd: {
    method: 'GET',
    path: 'activeProjectWitness/vote/add/{id}',
    token: true,
    base: 'activity',
  },
  activeProjectWitnessVoteList: {
    method: 'POST',
    path: 'activeProjectWitness/vote/list',
    token: false,
    base: 'activity',
  },
  activeProjectWitnessVoteAvailable: {
    method: 'POST',
    path: 'activeProjectWitness/vote/available',
    token: true,
    base: 'activity',
  },
  // Prize reservation and win records
  activePrizeReserveSave: { method: 'POST', path: 'activePrizeReserve/save', token: true },
  activePrizeReserveIsReserve: {
    method: 'GET',
    path: 'activePrizeReserve/isReserve/{id}',
    token: true,
  },
  activePrizeWinfoSaveThanksgivingPrizeWinfo: {
    method: 'POST',
    path: 'activePrizeWinfo/saveThanksgivingPrizeWinfo',
    token: true,
  },
  activePrizeWinfoSaveFlightPrizeWinfo: {
    method: 'POST',
    path: 'activePrizeWinfo/saveFlightPrizeWinfo',
    token: true,
  },
  activePrizeWinfoSaveMerryChristmasPrizeWinfo: {
    method: 'POST',
    path: 'activePrizeWinfo/saveMerryChristmasPrizeWinfo',
    token: true,
  },
  activePrizeWinfoQueryDrawprizeList: {
    method: 'GET',
    path: 'activePrizeWinfo/queryDrawprizeList',
    token: false,
  },
  activePrizeWinfoMyPrizeWinfoShare: {
    method: 'POST',
    path: 'activePrizeWinfo/myPrizeWinfoShare',
    token: true,
  },
  activePrizeWinfoSelectMyPrizePageList: {
    method: 'POST',
    path: 'activePrizeWinfo/selectMyPrizePageList',
    token: true,
  },
  activePrizeWinfoSavePrizeWinfo: {
    method: 'POST',
    path: 'activePrizeWinfo/savePrizeWinfo',
    token: true,
  },
  activeCommonGetUserIdentityAndCachePlus: {
    method: 'POST',
    path: 'activeCommon/getUserIdentityAndCachePlus',
    token: true,
  },
  activeRedRainGetPrize: { method: 'GET', path: 'activeRedRain/getPrize', token: true },
  easyProGetDescryMobile: { method: 'GET', path: 'easyPro/getDescryMobile', token: false },
  easyProJumpBackHandle: { method: 'GET', path: 'easyPro/jumpBackHandle', token: false },
  // Red bag and seckill
  activeRedBagGetUserBagInfo: { method: 'GET', path: 'activeRedBag/getUserBagInfo', token: true },
  activeRedBagOpen: { method: 'GET', path: 'activeRedBag/open', token: true },
  activeRedBagRoomLiveOpen: { method: 'GET', path: 'activeRedBag/roomLiveOpen', token: true },
  redPacketOpen: { method: 'GET', path: 'redPacket/open', token: true },
  redPacketTimes: { method: 'GET', path: 'redPacket/times', token: true },
  activeSecKillGetInvitedUserNum: {
    method: 'GET',
    path: 'activeSecKill/getInvitedUserNum',
    token: true,
  },
  activeSecKillGetProduct: { method: 'GET', path: 'activeSecKill/getProduct', token: false },
  activeSecKillInstantSeckill: { method: 'GET', path: 'activeSecKill/instantSeckill', token: true },
  // Stay consult
  stayConsultCommitStayConsult: {
    method: 'POST',
    path: 'stayConsult/commitStayConsult',
    token: true,
  },
  stayConsultIsCommitedStayConsult: {
    method: 'POST',
    path: 'stayConsult/isCommitedStayConsult',
    token: true,
  },
  stayConsultCommitActivityStayConsult: {
    method: 'POST',
    path: 'stayConsult/commitActivityStayConsult',
    token: true,
  },
  newStayConsultNewCommitActivityStayConsult: {
    method: 'POST',
    path: 'newStayConsult/newCommitActivityStayConsult',
    token: true,
  },
  newStayConsultTestPaperCommit: {
    method: 'POST',
    path: 'newStayConsult/testPaperCommit',
    token: true,
  },
  // Other activity calls
  userIdentityGetUserIdentityAndCacheAuth: {
    method: 'POST',
    path: 'userIdentity/getUserIdentityAndCacheAuth',
    token: true,
  },
  activeProjectInterest: { method: 'POST', path: 'activeProject/interest', token: true },
  activeProjectInterestedProjectSimple: {
    method: 'POST',
    path: 'activeProject/interestedProjectSimple',
    token: true,
  },
  activeProjectInterestedProject: {
    method: 'POST',
    path: 'activeProject/interestedProject',
    token: true,
  },
  activeProjectQueryProjectsSimple: {
    method: 'GET',
    path: 'activeProject/queryProjectsSimple',
    token: false,
  },
  activeProjectQueryProjects: { method: 'GET', path: 'activeProject/queryProjects', token: false },
  virtualAuthSave: { method: 'POST', path: 'virtualAuth/save', token: true },
  virtualAuthGetRights: { method: 'POST', path: 'virtualAuth/getRights', token: true },
  hcbGetRights: { method: 'GET', path: 'hcb/getRights', token: true },
  loginMobileLogin: { method: 'POST', path: 'login/mobileLogin', token: false },
  loginMSiteLogin: { method: 'POST', path: 'login/mSiteLogin', token: false },
  activeCommonH5LoginlotteryAuthFission: {
    method: 'POST',
    path: 'activeCommon/h5/loginlotteryAuthFission',
    token: false,
  },
  activeCommonGetUserIdentityAndCache: {
    method: 'POST',
    path: 'activeCommon/getUserIdentityAndCache',
    token: true,
  },
  activeCommonH5RegistLogInAutoAuth: {
    method: 'POST',
    path: 'activeCommon/h5/registLogInAutoAuth',
    token: false,
  },
  activeCommonGetUserIdentity: {
    method: 'POST',
    path: 'activeCommon/getUserIdentity',
    token: true,
  },
  activeCommonComputeRule: { method: 'POST', path: 'activeCommon/computeRule', token: true },
  activeCommonFreeloginAuth: { method: 'POST', path: 'activeCommon/freeloginAuth', token: false },
  conferenceActivityFiltersAll: {
    method: 'GET',
    path: 'conferenceActivity/filters/all',
    token: false,
  },
  conferenceActivityDataBoard: {
    method: 'GET',
    path: 'conferenceActivity/dataBoard',
    token: false,
  },
  conferenceActivityAtmosphereAdd: {
    method: 'GET',
    path: 'conferenceActivity/atmosphere/add/{id}',
    token: true,
  },
  conferenceActivityGetById: { method: 'GET', path: 'conferenceActivity/getById', token: false },
  // Carries the token: with a session it answers the visitor's reminders (`isRemind`, `reminded: 1`).
  conferenceActivitySearch: { method: 'POST', path: 'conferenceActivity/search', token: true },
  conferenceSignUpDataMySignUpDataPage: {
    method: 'POST',
    path: 'conferenceSignUpData/mySignUpDataPage',
    token: true,
  },
  conferenceActivityRemindSubscribeRemind: {
    method: 'POST',
    path: 'conferenceActivityRemind/subscribeRemind',
    token: true,
  },
  conferenceActivityRemindCancelRemind: {
    method: 'POST',
    path: 'conferenceActivityRemind/cancelRemind',
    token: true,
  },
  commonDictQueryAtmosphere: { method: 'POST', path: 'commonDict/queryAtmosphere', token: false },
  commonDictQueryCommonDict: { method: 'POST', path: 'commonDict/queryCommonDict', token: false },
  commonDictQueryCommonDictList: {
    method: 'POST',
    path: 'commonDict/queryCommonDictList',
    token: false,
  },
  bannerGetDetConfByBannerId: {
    method: 'GET',
    path: 'banner/getDetConfByBannerId/{id}',
    token: false,
  },
  backgroundFind: { method: 'GET', path: 'background/find', token: false },
  pageFind: { method: 'POST', path: 'page/find', token: false },
  pageV2Find: { method: 'POST', path: 'page/v2/find', token: false },
  backgroundComponentQueryBackgroundComponent: {
    method: 'GET',
    path: 'backgroundComponent/queryBackgroundComponent/{id}',
    token: false,
  },
  pageComponentConfigGetUserPrizeTimes: {
    method: 'POST',
    path: 'pageComponentConfig/getUserPrizeTimes',
    token: true,
  },
  pageComponentConfigGetWinnerPrize: {
    method: 'POST',
    path: 'pageComponentConfig/getWinnerPrize',
    token: true,
  },
  pageComponentConfigGetComponentById: {
    method: 'POST',
    path: 'pageComponentConfig/getComponentById',
    token: false,
  },
  pageRecordSaveRecord: { method: 'POST', path: 'pageRecord/saveRecord', token: true },
  pageRecordGetRecordById: { method: 'POST', path: 'pageRecord/getRecordById', token: true },
  groundPlaybillUserSave: { method: 'POST', path: 'ground/playbillUser/save', token: true },
  groundSmsSend: { method: 'POST', path: 'ground/sms/send', token: false },
  // User and login
  userLoginSendCode: { method: 'POST', path: 'userLogin/sendCode', token: false },
  userLoginMobileLogin: { method: 'POST', path: 'userLogin/mobileLogin', token: false },
  userLoginEncryIdLogin: { method: 'POST', path: 'userLogin/encryIdLogin', token: false },
  userLoginEncryMobileOldUserLogin: {
    method: 'POST',
    path: 'userLogin/encryMobileOldUserLogin',
    token: false,
  },
  userLoginFreeCheckLogin: { method: 'POST', path: 'userLogin/freeCheckLogin', token: false },
  mobileLogin: { method: 'POST', path: 'mobileLogin', token: false },
  sendCodePlusTime: { method: 'POST', path: 'sendCodePlusTime', token: false },
  mobileLoginPlusTime: { method: 'POST', path: 'mobileLoginPlusTime', token: false },
  encryMobileOldUserLogin: { method: 'POST', path: 'encryMobileOldUserLogin', token: false },
  encryUnionIdLogin: { method: 'POST', path: 'encryUnionIdLogin', token: false },
  externalDeQuery: { method: 'POST', path: 'external/deQuery', token: false },
  userGetUserSessionKey: { method: 'POST', path: 'user/getUserSessionKey', token: false },
  channelTagGetConfByUrlParam: {
    method: 'GET',
    path: 'channelTag/getConfByUrlParam/{param}',
    token: false,
  },
  userRightsGetCurrentUserConfig: {
    method: 'POST',
    path: 'userRights/getCurrentUserConfig',
    token: true,
  },
  userHobbyInfoSelect: { method: 'POST', path: 'userHobbyInfo/select', token: true },
  dictKvJob: { method: 'POST', path: 'dict/kv/job', token: false },
  appfrontHAppCouponUserinfo: {
    method: 'POST',
    path: 'appfront/h/app/coupon/userinfo',
    token: true,
  },
  // Platform services
  userWxmpOpenLink: { method: 'POST', path: 'userWxmp/openLink', token: false },
  weixinGetJsShareParams: { method: 'GET', path: 'weixin/getJsShareParams', token: false },
  weixinGetOpenIdByWxCode: { method: 'GET', path: 'weixin/getOpenIdByWxCode', token: false },
  roomLiveProductGetUrlScheme: {
    method: 'POST',
    path: 'roomLiveProduct/getUrlScheme',
    token: false,
  },
  roomLiveProductListProductsByIds: {
    method: 'POST',
    path: 'roomLiveProduct/listProductsByIds',
    token: false,
  },
  commonDictSelectKV: { method: 'POST', path: 'commonDict/selectKV', token: false },
  appProtocolGetProtocolMaxVersion: {
    method: 'POST',
    path: 'appProtocol/getProtocolMaxVersion',
    token: false,
  },
  interactUserInterestSave: { method: 'POST', path: 'interact/userInterest/save', token: true },
  areaTree: { method: 'POST', path: 'area/tree', token: false },
  industryList: { method: 'GET', path: 'industry/list', token: false },
  userActionAddUserActions: { method: 'POST', path: 'userAction/addUserActions', token: true },
  ossGetToken: { method: 'GET', path: 'oss/getToken', token: true },
  ossGetOssUrl: { method: 'GET', path: 'oss/getOssUrl', token: true },
  bannerSelect: { method: 'POST', path: 'banner/select', token: false },
  // Project, article and content
  bosscloudProjectGetByIdForH5: {
    method: 'GET',
    path: 'bosscloudProject/getByIdForH5/{id}',
    token: false,
  },
  suggestForProjectDetail: { method: 'POST', path: 'suggestForProjectDetail', token: false },
  bosscloudInteractUserCommentSelectH5Page: {
    method: 'POST',
    path: 'bosscloud-interact/userComment/selectH5Page',
    token: false,
  },
  getProjectMarketActive: { method: 'POST', path: 'getProjectMarketActive', token: false },
  commercialOpportunityGetDetailByid: {
    method: 'GET',
    path: 'commercialOpportunity/getDetailByid',
    token: false,
  },
  activeCommercialFind: { method: 'GET', path: 'activeCommercial/find/{id}', token: false },
  userInterestGetUserInterestProjectStatus: {
    method: 'POST',
    path: 'userInterest/getUserInterestProjectStatus',
    token: true,
  },
  articleH5DetailV1: { method: 'GET', path: 'article/h5/detail/v1', token: false },
  articlePageListH5V1: { method: 'GET', path: 'article/page/list/h5/v1', token: false },
  articleSectionRecommendListV1: {
    method: 'GET',
    path: 'article/section/recommend/list/v1',
    token: false,
  },
  themesDetailH5IdV1: { method: 'GET', path: 'themes/detail/h5/id/v1', token: false },
  articleThemesH5ListV1: { method: 'GET', path: 'article/themes/h5/list/v1', token: false },
  aboutTjDetailV1: { method: 'GET', path: 'aboutTj/detail/v1', token: false },
  bosscloudProjectArticleRecommendPage: {
    method: 'POST',
    path: 'bosscloudProjectArticleRecommend/page',
    token: false,
  },
  bosscloudProjectQueryListByProjectIds: {
    method: 'GET',
    path: 'bosscloudProject/queryListByProjectIds',
    token: false,
  },
  recommendList: { method: 'POST', path: 'recommend/list', token: false },
  cmsRoomLiveH5RoomLiveDetail: {
    method: 'GET',
    path: 'cms/roomLive/h5RoomLiveDetail/{roomLiveId}',
    token: false,
  },
  videoDetailH5V1: { method: 'GET', path: 'video/detail/h5/v1', token: false },
  // VIP
  userVipSignProtocolGetVipSignProtocol: {
    method: 'POST',
    path: 'userVipSignProtocol/getVipSignProtocol',
    token: true,
  },
  userVipSignProtocolSave: { method: 'POST', path: 'userVipSignProtocol/save', token: true },
  vipShareInfoQueryVipShareInfo: {
    method: 'POST',
    path: 'vipShareInfo/queryVipShareInfo',
    token: true,
  },
  vipShareQueryVipShareInfo: { method: 'POST', path: 'vipShare/queryVipShareInfo', token: true },
  userVipGetSaleVipLevelList: { method: 'GET', path: 'userVip/getSaleVipLevelList', token: false },
  vipCenterList: { method: 'POST', path: 'vipCenter/list', token: true },
  vipCenterBusinessVipList: { method: 'POST', path: 'vipCenter/businessVipList', token: true },
  // Live
  roomLivePreviewDetailInfo: { method: 'POST', path: 'roomLivePreview/detailInfo', token: false },
  // Also says whether the caller reserved (a reservation of the signed-in person: the token).
  roomLivePreviewRefreshStatus: {
    method: 'POST',
    path: 'roomLivePreview/refreshStatus',
    token: true,
  },
  roomLivePreviewWechatSubscribe: {
    method: 'POST',
    path: 'roomLivePreview/wechatSubscribe',
    token: true,
  },
  roomLivePreviewSubscribe: { method: 'POST', path: 'roomLivePreview/subscribe', token: true },
  roomLiveDetail: { method: 'POST', path: 'roomLive/detail', token: false },
  roomLiveRefreshDetailStatus: {
    method: 'POST',
    path: 'roomLive/refreshDetailStatus',
    token: false,
  },
  projectDetailGetRoomLiveOrPreviewInfo: {
    method: 'POST',
    path: 'projectDetail/getRoomLiveOrPreviewInfo',
    token: false,
  },
  remindRoomLiveWeixinRemind: { method: 'POST', path: 'remind/roomLiveWeixinRemind', token: true },
  remindSubscribe: { method: 'POST', path: 'remind/subscribe', token: true },
  remindRoomLiveCancelWeixinRemind: {
    method: 'POST',
    path: 'remind/roomLiveCancelWeixinRemind',
    token: true,
  },
  // Conference (user centre; /api/bosscloud-activity; /dubbo-customer-admin-api)
  conferenceApply: {
    method: 'POST',
    path: 'conference/apply',
    token: true,
    base: 'userCentre',
    timeoutMs: CONFERENCE_TIMEOUT_MS,
  },
  conferenceSendSms: {
    method: 'POST',
    path: 'conference/sendSms',
    token: false,
    base: 'userCentre',
    timeoutMs: CONFERENCE_TIMEOUT_MS,
  },
  conferenceInvitationGetInvitationInfoById: {
    method: 'GET',
    path: 'conferenceInvitation/getInvitationInfoById/{id}',
    token: false,
    base: 'activity',
    timeoutMs: CONFERENCE_TIMEOUT_MS,
  },
  conferenceInvitationSelectInvitationProjectList: {
    method: 'GET',
    path: 'conferenceInvitation/selectInvitationProjectList/{id}',
    token: false,
    base: 'activity',
    timeoutMs: CONFERENCE_TIMEOUT_MS,
  },
  apiMeetingServiceGetMeetingExtendedExplainListBy: {
    method: 'GET',
    path: 'api/MeetingService/GetMeetingExtendedExplainListBy',
    token: false,
    base: 'customerAdmin',
    timeoutMs: CONFERENCE_TIMEOUT_MS,
  },
  apiMeetingUserServiceGetAreaByFid: {
    method: 'GET',
    path: 'api/MeetingUserService/GetAreaByFid',
    token: false,
    base: 'customerAdmin',
    timeoutMs: CONFERENCE_TIMEOUT_MS,
  },
  apiMeetingUserServiceAddOrUpdateMeetingUser: {
    method: 'POST',
    path: 'api/MeetingUserService/AddOrUpdateMeetingUser',
    token: true,
    base: 'customerAdmin',
    timeoutMs: CONFERENCE_TIMEOUT_MS,
  },
  baidufaceDetect: {
    method: 'POST',
    path: 'baiduface/detect',
    token: true,
    base: 'customerAdmin',
    timeoutMs: CONFERENCE_TIMEOUT_MS,
  },
  conferenceMeetingDataFind: {
    method: 'GET',
    path: 'conferenceMeetingData/find/{id}',
    token: false,
    base: 'activity',
    timeoutMs: CONFERENCE_TIMEOUT_MS,
  },
  conferenceSignUpDataSave: {
    method: 'POST',
    path: 'conferenceSignUpData/save',
    token: true,
    base: 'activity',
    timeoutMs: CONFERENCE_TIMEOUT_MS,
  },
} as const satisfies Record<string, Endpoint>;

/** The name of a call in the table. */
export type EndpointName = keyof typeof ENDPOINTS;
