import type { ANSWER_SCHEMAS } from '../schemas/answers.ts';
import type { Infer } from '../schemas/infer.ts';
import type { EndpointName } from './endpoints.ts';

type Schemas = typeof ANSWER_SCHEMAS;

/**
 * Each checked answer's type, inferred once from its schema: a concrete map keeps generic code over
 * endpoint names cheap for the compiler (as the module configs' map does).
 */
interface Answers {
  pageV2Find: Infer<Schemas['pageV2Find']>;
  backgroundFind: Infer<Schemas['backgroundFind']>;
  roomLiveDetail: Infer<Schemas['roomLiveDetail']>;
  userLoginMobileLogin: Infer<Schemas['userLoginMobileLogin']>;
  userLoginEncryIdLogin: Infer<Schemas['userLoginEncryIdLogin']>;
  userLoginEncryMobileOldUserLogin: Infer<Schemas['userLoginEncryMobileOldUserLogin']>;
  userLoginFreeCheckLogin: Infer<Schemas['userLoginFreeCheckLogin']>;
  loginMSiteLogin: Infer<Schemas['loginMSiteLogin']>;
  userLoginSendCode: Infer<Schemas['userLoginSendCode']>;
  activeCommonGetUserIdentityAndCache: Infer<Schemas['activeCommonGetUserIdentityAndCache']>;
  newStayConsultNewCommitActivityStayConsult: Infer<
    Schemas['newStayConsultNewCommitActivityStayConsult']
  >;
  userActionAddUserActions: Infer<Schemas['userActionAddUserActions']>;
  channelTagGetConfByUrlParam: Infer<Schemas['channelTagGetConfByUrlParam']>;
  commonDictQueryCommonDictList: Infer<Schemas['commonDictQueryCommonDictList']>;
  areaTree: Infer<Schemas['areaTree']>;
  industryList: Infer<Schemas['industryList']>;
  weixinGetJsShareParams: Infer<Schemas['weixinGetJsShareParams']>;
  userWxmpOpenLink: Infer<Schemas['userWxmpOpenLink']>;
  roomLiveProductGetUrlScheme: Infer<Schemas['roomLiveProductGetUrlScheme']>;
  ossGetToken: Infer<Schemas['ossGetToken']>;
  commonSearchCompany: Infer<Schemas['commonSearchCompany']>;
  dictKvJob: Infer<Schemas['dictKvJob']>;
  authApproveQueryAuthApprove: Infer<Schemas['authApproveQueryAuthApprove']>;
  authApproveArtificial: Infer<Schemas['authApproveArtificial']>;
  authApproveArtificialNoFission: Infer<Schemas['authApproveArtificialNoFission']>;
  easyProGetDescryMobile: Infer<Schemas['easyProGetDescryMobile']>;
  weixinGetOpenIdByWxCode: Infer<Schemas['weixinGetOpenIdByWxCode']>;
  externalDeQuery: Infer<Schemas['externalDeQuery']>;
  userGetUserSessionKey: Infer<Schemas['userGetUserSessionKey']>;
  bosscloudProjectGetByIdForH5: Infer<Schemas['bosscloudProjectGetByIdForH5']>;
  suggestForProjectDetail: Infer<Schemas['suggestForProjectDetail']>;
  bosscloudProjectQueryListByProjectIds: Infer<Schemas['bosscloudProjectQueryListByProjectIds']>;
  articleH5DetailV1: Infer<Schemas['articleH5DetailV1']>;
  articleSectionRecommendListV1: Infer<Schemas['articleSectionRecommendListV1']>;
  bannerSelect: Infer<Schemas['bannerSelect']>;
  projectDetailGetRoomLiveOrPreviewInfo: Infer<Schemas['projectDetailGetRoomLiveOrPreviewInfo']>;
  bosscloudInteractUserCommentSelectH5Page: Infer<
    Schemas['bosscloudInteractUserCommentSelectH5Page']
  >;
  getProjectMarketActive: Infer<Schemas['getProjectMarketActive']>;
  userInterestGetUserInterestProjectStatus: Infer<
    Schemas['userInterestGetUserInterestProjectStatus']
  >;
  interactUserInterestSave: Infer<Schemas['interactUserInterestSave']>;
  themesDetailH5IdV1: Infer<Schemas['themesDetailH5IdV1']>;
  articleThemesH5ListV1: Infer<Schemas['articleThemesH5ListV1']>;
  aboutTjDetailV1: Infer<Schemas['aboutTjDetailV1']>;
  activeProjectQueryProjects: Infer<Schemas['activeProjectQueryProjects']>;
  articlePageListH5V1: Infer<Schemas['articlePageListH5V1']>;
  commercialOpportunityGetDetailByid: Infer<Schemas['commercialOpportunityGetDetailByid']>;
  activeCommercialFind: Infer<Schemas['activeCommercialFind']>;
  // Conferences (issue 13)
  conferenceMeetingDataFind: Infer<Schemas['conferenceMeetingDataFind']>;
  apiMeetingServiceGetMeetingExtendedExplainListBy: Infer<
    Schemas['apiMeetingServiceGetMeetingExtendedExplainListBy']
  >;
  apiMeetingUserServiceGetAreaByFid: Infer<Schemas['apiMeetingUserServiceGetAreaByFid']>;
  conferenceSendSms: Infer<Schemas['conferenceSendSms']>;
  conferenceApply: Infer<Schemas['conferenceApply']>;
  baidufaceDetect: Infer<Schemas['baidufaceDetect']>;
  apiMeetingUserServiceAddOrUpdateMeetingUser: Infer<
    Schemas['apiMeetingUserServiceAddOrUpdateMeetingUser']
  >;
  conferenceSignUpDataSave: Infer<Schemas['conferenceSignUpDataSave']>;
  conferenceSignUpDataMySignUpDataPage: Infer<Schemas['conferenceSignUpDataMySignUpDataPage']>;
  conferenceActivityFiltersAll: Infer<Schemas['conferenceActivityFiltersAll']>;
  conferenceActivitySearch: Infer<Schemas['conferenceActivitySearch']>;
  conferenceActivityDataBoard: Infer<Schemas['conferenceActivityDataBoard']>;
  conferenceActivityRemindSubscribeRemind: Infer<
    Schemas['conferenceActivityRemindSubscribeRemind']
  >;
  conferenceActivityRemindCancelRemind: Infer<Schemas['conferenceActivityRemindCancelRemind']>;
  commonDictQueryAtmosphere: Infer<Schemas['commonDictQueryAtmosphere']>;
  conferenceActivityAtmosphereAdd: Infer<Schemas['conferenceActivityAtmosphereAdd']>;
  conferenceInvitationGetInvitationInfoById: Infer<
    Schemas['conferenceInvitationGetInvitationInfoById']
  >;
  conferenceInvitationSelectInvitationProjectList: Infer<
    Schemas['conferenceInvitationSelectInvitationProjectList']
  >;
  conferenceInvitationSaveData: Infer<Schemas['conferenceInvitationSaveData']>;
  commonLocationTxaddr: Infer<Schemas['commonLocationTxaddr']>;
  // The VIP centre (issue 12)
  vipCenterList: Infer<Schemas['vipCenterList']>;
  userRightsGetCurrentUserConfig: Infer<Schemas['userRightsGetCurrentUserConfig']>;
  userVipSignProtocolGetVipSignProtocol: Infer<Schemas['userVipSignProtocolGetVipSignProtocol']>;
  userVipSignProtocolSave: Infer<Schemas['userVipSignProtocolSave']>;
  vipShareInfoQueryVipShareInfo: Infer<Schemas['vipShareInfoQueryVipShareInfo']>;
  stayConsultCommitStayConsult: Infer<Schemas['stayConsultCommitStayConsult']>;
  stayConsultIsCommitedStayConsult: Infer<Schemas['stayConsultIsCommitedStayConsult']>;
  // Campaign mechanics (issue 14)
  pageComponentConfigGetComponentById: Infer<Schemas['pageComponentConfigGetComponentById']>;
  activePrizeConfigSelectPrizePageList: Infer<Schemas['activePrizeConfigSelectPrizePageList']>;
  activePrizeConfigIsEnabled: Infer<Schemas['activePrizeConfigIsEnabled']>;
  pageComponentConfigGetUserPrizeTimes: Infer<Schemas['pageComponentConfigGetUserPrizeTimes']>;
  pageComponentConfigGetWinnerPrize: Infer<Schemas['pageComponentConfigGetWinnerPrize']>;
  activePrizeWinfoSelectMyPrizePageList: Infer<Schemas['activePrizeWinfoSelectMyPrizePageList']>;
  activePrizeWinfoQueryDrawprizeList: Infer<Schemas['activePrizeWinfoQueryDrawprizeList']>;
  activePrizeReserveSave: Infer<Schemas['activePrizeReserveSave']>;
  activePrizeReserveIsReserve: Infer<Schemas['activePrizeReserveIsReserve']>;
  activePrizeWinfoMyPrizeWinfoShare: Infer<Schemas['activePrizeWinfoMyPrizeWinfoShare']>;
  activeRedBagGetUserBagInfo: Infer<Schemas['activeRedBagGetUserBagInfo']>;
  activeRedBagOpen: Infer<Schemas['activeRedBagOpen']>;
  activeRedBagRoomLiveOpen: Infer<Schemas['activeRedBagRoomLiveOpen']>;
  redPacketTimes: Infer<Schemas['redPacketTimes']>;
  redPacketOpen: Infer<Schemas['redPacketOpen']>;
  activeRedRainGetPrize: Infer<Schemas['activeRedRainGetPrize']>;
  luckTagOpen: Infer<Schemas['luckTagOpen']>;
  tojoyTimes: Infer<Schemas['tojoyTimes']>;
  tojoyOpen: Infer<Schemas['tojoyOpen']>;
  newYearGoodsTimes: Infer<Schemas['newYearGoodsTimes']>;
  newYearGoodsOpen: Infer<Schemas['newYearGoodsOpen']>;
  happinessHealthTimes: Infer<Schemas['happinessHealthTimes']>;
  happinessHealthOpen: Infer<Schemas['happinessHealthOpen']>;
  activeSecKillGetProduct: Infer<Schemas['activeSecKillGetProduct']>;
  activeSecKillGetInvitedUserNum: Infer<Schemas['activeSecKillGetInvitedUserNum']>;
  activeSecKillInstantSeckill: Infer<Schemas['activeSecKillInstantSeckill']>;
  commonWitnessProjects: Infer<Schemas['commonWitnessProjects']>;
  commonWitnessVotes: Infer<Schemas['commonWitnessVotes']>;
  commonWitnessVote: Infer<Schemas['commonWitnessVote']>;
  commonWitnessVoteAdd: Infer<Schemas['commonWitnessVoteAdd']>;
  activityActiveProjectWitnessSelectPage: Infer<Schemas['activityActiveProjectWitnessSelectPage']>;
  activeProjectWitnessVoteList: Infer<Schemas['activeProjectWitnessVoteList']>;
  activeProjectWitnessVote: Infer<Schemas['activeProjectWitnessVote']>;
  activeProjectWitnessVoteAvailable: Infer<Schemas['activeProjectWitnessVoteAvailable']>;
  activeProjectWitnessVoteAdd: Infer<Schemas['activeProjectWitnessVoteAdd']>;
  pageProjectsSignUp: Infer<Schemas['pageProjectsSignUp']>;
  updateActiveProjectSignUp: Infer<Schemas['updateActiveProjectSignUp']>;
  queryProjectSignUpIsSuccess: Infer<Schemas['queryProjectSignUpIsSuccess']>;
  activeProjectSignUpGetProjectPosterForRandom: Infer<
    Schemas['activeProjectSignUpGetProjectPosterForRandom']
  >;
  activeProjectUserLikeClickUserLike2: Infer<Schemas['activeProjectUserLikeClickUserLike2']>;
  // Live room, live preview and short video (issue 11)
  roomLiveRefreshDetailStatus: Infer<Schemas['roomLiveRefreshDetailStatus']>;
  cmsRoomLiveH5RoomLiveDetail: Infer<Schemas['cmsRoomLiveH5RoomLiveDetail']>;
  roomLiveProductListProductsByIds: Infer<Schemas['roomLiveProductListProductsByIds']>;
  roomLivePreviewDetailInfo: Infer<Schemas['roomLivePreviewDetailInfo']>;
  roomLivePreviewRefreshStatus: Infer<Schemas['roomLivePreviewRefreshStatus']>;
  roomLivePreviewSubscribe: Infer<Schemas['roomLivePreviewSubscribe']>;
  roomLivePreviewWechatSubscribe: Infer<Schemas['roomLivePreviewWechatSubscribe']>;
  videoDetailH5V1: Infer<Schemas['videoDetailH5V1']>;
  remindSubscribe: Infer<Schemas['remindSubscribe']>;
  remindRoomLiveWeixinRemind: Infer<Schemas['remindRoomLiveWeixinRemind']>;
  remindRoomLiveCancelWeixinRemind: Infer<Schemas['remindRoomLiveCancelWeixinRemind']>;
}

/**
 * The rows the client may call: those whose answer has a schema (schemas/answers.ts). Calling any
 * other row of the table is a compile error, so no answer reaches a screen unchecked.
 */
export type CheckedEndpoint = keyof Answers & keyof Schemas & EndpointName;

/** The `data` of a successful answer of `Name`, as its schema describes it. */
export type AnswerOf<Name extends CheckedEndpoint> = Answers[Name];
