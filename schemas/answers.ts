import { aboutSchema } from './about.ts';
import { articleDetailSchema, sectionRecommendSchema } from './article-detail.ts';
import { bannerPageSchema } from './banner.ts';
import { liveItemSchema } from './modules/live.ts';
import { backgroundFindSchema, pageSchema } from './page.ts';
import { id, integer, text } from './primitives.ts';
import { activeCommercialSchema } from './active-commercial.ts';
import { businessOpportunitySchema } from './business-opportunity.ts';
import { marketActivityListSchema } from './market-activity.ts';
import { projectCardListSchema } from './project-card.ts';
import { projectCommentPageSchema } from './project-comments.ts';
import { projectDetailSchema } from './project-detail.ts';
import { projectInterestSchema } from './project-interest.ts';
import { topicArticlesSchema, topicDetailSchema } from './topic.ts';
import { articlePageSchema, projectPageSchema } from './site-lists.ts';
import {
  areaListSchema,
  faceDetectSchema,
  meetingExplanationListSchema,
  meetingSchema,
  meetingUserSchema,
  mySignUpPageSchema,
  signUpSavedSchema,
} from './meeting.ts';
import {
  atmosphereLineSchema,
  atmosphereListSchema,
  conferenceDataBoardSchema,
  conferenceFiltersSchema,
  conferencePageSchema,
  remindSchema,
} from './conference-list.ts';
import { locationSchema } from './location.ts';
import {
  invitationProjectListSchema,
  invitationSavedSchema,
  invitationSchema,
} from './invitation.ts';
import {
  currentUserConfigSchema,
  stayConsultCommittedSchema,
  vipLevelListSchema,
  vipShareInfoSchema,
  vipSignProtocolSchema,
} from './vip.ts';
import {
  campaignComponentSchema,
  drawResultSchema,
  myPrizePageSchema,
  prizeEnabledSchema,
  prizePageSchema,
  prizeTimesSchema,
  reserveSchema,
  winnerListSchema,
} from './campaign.ts';
import { seckillOrderSchema, seckillProductSchema, seckillStandingSchema } from './seckill.ts';
import {
  myWitnessVoteSchema,
  witnessProjectsSchema,
  witnessVoteAddedSchema,
  witnessVotesSchema,
} from './witness-vote.ts';
import {
  myWitnessesSchema,
  witnessCastSchema,
  witnessCountsSchema,
  witnessProjectPageSchema,
  witnessVotesLeftSchema,
} from './project-witness.ts';
import {
  projectPosterSchema,
  projectSignUpSchema,
  projectsSignUpPageSchema,
  signUpSuccessSchema,
  userLikeSchema,
} from './project-sign-up.ts';
import {
  liveProductsSchema,
  livePreviewSchema,
  liveRoomPageSchema,
  liveRoomSchema,
  liveStatusSchema,
  previewStatusSchema,
  reminderSchema,
  reservationSchema,
} from './live-room.ts';
import { shortVideoSchema } from './short-video.ts';

/**
 * The `data` of a successful answer (code 1), by the endpoint-table name of the call, for every call
 * the client makes. Answers gain fields over time: each schema names only what the client reads and
 * lets the rest through. The api client checks each answer against its schema at its edge
 * (api/transport.ts); a call without a schema here cannot be made (api/answer-types.ts), and only
 * the endpoint rows named here travel to the browser (build/validators-plugin.ts).
 */

/** An answer the client reads nothing from but its code. */
const anything = { description: 'Not read by the client: only the code matters.' } as const;

/** What a login answers (spec §6: user.id, user.encryId). */
const loginAnswer = {
  type: 'object',
  description: 'The logged-in user.',
  properties: {
    user: {
      type: 'object',
      description: 'The user the login found or created.',
      properties: {
        id: id('The user id, kept locally (R6.01).'),
        encryId: text('The encrypted user id, for session recovery (R4.12).'),
      },
      required: ['id'],
    },
  },
  required: ['user'],
} as const;

/** A region or industry tree: nodes with a name, maybe children. */
const treeAnswer = {
  type: 'array',
  description: 'Tree nodes; a node without a name is skipped by the picker.',
  items: { type: 'object', description: 'One node: id, name, children.' },
} as const;

/** A link the platform builds (mini-program link, product URL scheme): a string, or an object holding it. */
const linkAnswer = {
  type: ['string', 'object'],
  description: 'The address, or an object with url, openLink or urlScheme.',
  properties: {
    url: text('The address.'),
    openLink: text('The mini-program link.'),
    urlScheme: text('The product URL scheme.'),
  },
} as const;

const list = (description: string) => ({ type: 'array', description }) as const;

/** A certification request as committed: 2 when certified at once (R4.11), else it waits for review. */
const certificationCommit = {
  type: ['object', 'null'],
  description: 'The request committed; status 2 when certified at once (R4.11).',
  properties: { status: integer('1 waiting for review, 2 certified.') },
} as const;

export const ANSWER_SCHEMAS = {
  pageV2Find: pageSchema,
  // A page without a page-wide background answers `data: null`.
  backgroundFind: { ...backgroundFindSchema, type: ['object', 'null'] },
  roomLiveDetail: liveRoomSchema,
  userLoginMobileLogin: loginAnswer,
  userLoginEncryIdLogin: loginAnswer,
  userLoginEncryMobileOldUserLogin: loginAnswer,
  userLoginFreeCheckLogin: loginAnswer,
  loginMSiteLogin: loginAnswer,
  userLoginSendCode: anything,
  activeCommonGetUserIdentityAndCache: {
    type: 'object',
    description: 'R6.07 the user-identity lookup.',
    properties: { userId: id('The user id of the session token.') },
    required: ['userId'],
  },
  newStayConsultNewCommitActivityStayConsult: anything,
  userActionAddUserActions: anything,
  channelTagGetConfByUrlParam: {
    type: 'object',
    description: 'The channel configuration of a promotion parameter; only `channel` is read.',
    properties: { channel: text('The attribution channel.') },
  },
  commonDictQueryCommonDictList: {
    type: 'object',
    description: 'Dictionary flags by key, values as text.',
    properties: { app_yidun_is_use: text("The captcha switch: 'true' turns it on.") },
  },
  areaTree: treeAnswer,
  industryList: treeAnswer,
  weixinGetJsShareParams: {
    type: 'object',
    description: "WeChat's JS-SDK signature for this page's address.",
    properties: {
      wxAppId: text('The official account app id.'),
      timestamp: integer('Signature time in seconds; the JS-SDK takes a number.'),
      nonceString: text('The nonce signed.'),
      sign: text('The signature.'),
    },
    required: ['wxAppId', 'timestamp', 'nonceString', 'sign'],
  },
  userWxmpOpenLink: linkAnswer,
  roomLiveProductGetUrlScheme: linkAnswer,
  ossGetToken: {
    type: 'object',
    description: "The object storage's upload policy (a signed form post).",
    properties: {
      host: text('Where the form is posted.'),
      dir: text('The folder keys must start with.'),
      policy: text('The base64 policy.'),
      signature: text('The policy signature.'),
      accessKeyId: text('The access key id.'),
      expire: integer('When the policy expires (seconds since the epoch).'),
    },
    required: ['host', 'policy', 'signature', 'accessKeyId'],
  },
  commonSearchCompany: list('Company names (or objects with a name) matching the text.'),
  dictKvJob: list('Job choices as key/value pairs.'),
  authApproveQueryAuthApprove: {
    type: 'object',
    description: "The visitor's certification request.",
    properties: { status: integer('0 none, 1 under review, 2 certified.') },
  },
  authApproveArtificial: certificationCommit,
  authApproveArtificialNoFission: certificationCommit,
  easyProGetDescryMobile: {
    type: ['object', 'string'],
    description: 'The plain mobile, or an object holding it.',
    properties: { mobile: text('The plain mobile.') },
  },
  weixinGetOpenIdByWxCode: {
    type: ['object', 'string'],
    description: 'The WeChat open id, or an object holding it.',
    properties: { openId: text('The open id.') },
  },
  externalDeQuery: {
    type: 'object',
    description: "The partner page's decrypted query.",
  },
  userGetUserSessionKey: {
    type: ['object', 'string'],
    description: 'The session key, or an object holding it.',
    properties: { sessionKey: text('The session key.') },
  },
  // Project screens (issue 10)
  bosscloudProjectGetByIdForH5: projectDetailSchema,
  suggestForProjectDetail: projectCardListSchema,
  bosscloudProjectQueryListByProjectIds: projectCardListSchema,
  articleH5DetailV1: articleDetailSchema,
  articleSectionRecommendListV1: sectionRecommendSchema,
  bannerSelect: bannerPageSchema,
  // A project in no live or preview answers `data: null`.
  projectDetailGetRoomLiveOrPreviewInfo: { ...liveItemSchema, type: ['object', 'null'] },
  bosscloudInteractUserCommentSelectH5Page: projectCommentPageSchema,
  getProjectMarketActive: marketActivityListSchema,
  userInterestGetUserInterestProjectStatus: projectInterestSchema,
  interactUserInterestSave: projectInterestSchema,
  themesDetailH5IdV1: topicDetailSchema,
  articleThemesH5ListV1: topicArticlesSchema,
  aboutTjDetailV1: aboutSchema,
  // The mobile site's lists (issue 10)
  activeProjectQueryProjects: projectPageSchema,
  articlePageListH5V1: articlePageSchema,
  commercialOpportunityGetDetailByid: businessOpportunitySchema,
  activeCommercialFind: activeCommercialSchema,
  // Conferences (issue 13)
  conferenceMeetingDataFind: meetingSchema,
  apiMeetingServiceGetMeetingExtendedExplainListBy: meetingExplanationListSchema,
  apiMeetingUserServiceGetAreaByFid: areaListSchema,
  conferenceSendSms: anything,
  conferenceApply: anything,
  baidufaceDetect: faceDetectSchema,
  apiMeetingUserServiceAddOrUpdateMeetingUser: meetingUserSchema,
  conferenceSignUpDataSave: signUpSavedSchema,
  conferenceSignUpDataMySignUpDataPage: mySignUpPageSchema,
  conferenceActivityFiltersAll: conferenceFiltersSchema,
  conferenceActivitySearch: conferencePageSchema,
  conferenceActivityDataBoard: conferenceDataBoardSchema,
  conferenceActivityRemindSubscribeRemind: remindSchema,
  conferenceActivityRemindCancelRemind: remindSchema,
  commonDictQueryAtmosphere: atmosphereListSchema,
  conferenceActivityAtmosphereAdd: atmosphereLineSchema,
  conferenceInvitationGetInvitationInfoById: invitationSchema,
  conferenceInvitationSelectInvitationProjectList: invitationProjectListSchema,
  conferenceInvitationSaveData: invitationSavedSchema,
  commonLocationTxaddr: locationSchema,
  // The VIP centre and the member's level (issue 12)
  vipCenterList: vipLevelListSchema,
  userRightsGetCurrentUserConfig: currentUserConfigSchema,
  userVipSignProtocolGetVipSignProtocol: vipSignProtocolSchema,
  userVipSignProtocolSave: anything,
  vipShareInfoQueryVipShareInfo: vipShareInfoSchema,
  stayConsultCommitStayConsult: anything,
  stayConsultIsCommitedStayConsult: stayConsultCommittedSchema,
  // Campaign mechanics (issue 14)
  pageComponentConfigGetComponentById: campaignComponentSchema,
  activePrizeConfigSelectPrizePageList: prizePageSchema,
  activePrizeConfigIsEnabled: prizeEnabledSchema,
  pageComponentConfigGetUserPrizeTimes: prizeTimesSchema,
  pageComponentConfigGetWinnerPrize: drawResultSchema,
  activePrizeWinfoSelectMyPrizePageList: myPrizePageSchema,
  activePrizeWinfoQueryDrawprizeList: winnerListSchema,
  activePrizeReserveSave: reserveSchema,
  activePrizeReserveIsReserve: reserveSchema,
  activePrizeWinfoMyPrizeWinfoShare: anything,
  activeRedBagGetUserBagInfo: prizeTimesSchema,
  activeRedBagOpen: drawResultSchema,
  activeRedBagRoomLiveOpen: drawResultSchema,
  redPacketTimes: prizeTimesSchema,
  redPacketOpen: drawResultSchema,
  activeRedRainGetPrize: drawResultSchema,
  luckTagOpen: drawResultSchema,
  tojoyTimes: prizeTimesSchema,
  tojoyOpen: drawResultSchema,
  newYearGoodsTimes: prizeTimesSchema,
  newYearGoodsOpen: drawResultSchema,
  happinessHealthTimes: prizeTimesSchema,
  happinessHealthOpen: drawResultSchema,
  activeSecKillGetProduct: seckillProductSchema,
  activeSecKillGetInvitedUserNum: seckillStandingSchema,
  activeSecKillInstantSeckill: seckillOrderSchema,
  commonWitnessProjects: witnessProjectsSchema,
  commonWitnessVotes: witnessVotesSchema,
  commonWitnessVote: myWitnessVoteSchema,
  commonWitnessVoteAdd: witnessVoteAddedSchema,
  activityActiveProjectWitnessSelectPage: witnessProjectPageSchema,
  activeProjectWitnessVoteList: witnessCountsSchema,
  activeProjectWitnessVote: myWitnessesSchema,
  activeProjectWitnessVoteAvailable: witnessVotesLeftSchema,
  activeProjectWitnessVoteAdd: witnessCastSchema,
  pageProjectsSignUp: projectsSignUpPageSchema,
  updateActiveProjectSignUp: projectSignUpSchema,
  queryProjectSignUpIsSuccess: signUpSuccessSchema,
  activeProjectSignUpGetProjectPosterForRandom: projectPosterSchema,
  activeProjectUserLikeClickUserLike2: userLikeSchema,
  // Live room, live preview and short video (issue 11)
  roomLiveRefreshDetailStatus: liveStatusSchema,
  cmsRoomLiveH5RoomLiveDetail: liveRoomPageSchema,
  roomLiveProductListProductsByIds: liveProductsSchema,
  roomLivePreviewDetailInfo: livePreviewSchema,
  roomLivePreviewRefreshStatus: previewStatusSchema,
  roomLivePreviewSubscribe: reservationSchema,
  roomLivePreviewWechatSubscribe: reservationSchema,
  videoDetailH5V1: shortVideoSchema,
  remindSubscribe: reminderSchema,
  remindRoomLiveWeixinRemind: reminderSchema,
  remindRoomLiveCancelWeixinRemind: reminderSchema,
} as const;
