import type { EndpointName } from './endpoints.ts';

const HOLIDAY_SAVE =
  "A past holiday page's own record of a win (Thanksgiving, a flight, Christmas), which the spec names but does not describe; a win today is recorded by the draw itself (getWinnerPrize answers the record, myPrizeWinfoShare marks it shared).";
const FISSION_LOGIN =
  'A login that also credits the inviter with draw chances (fission): the login popup is the same, and the local gateway keeps no invitations, so it would behave as the plain login.';
const BEHIND_THE_SCENES =
  "Rights granted behind the scenes (virtual certification, a partner's rights) that change what the VIP centre shows; the VIP page reads the level from userRights/getCurrentUserConfig (issue 12).";
const PLAYBILL =
  "The offline event's (地推) playbill registration, used by the event staff's tool, not by a visitor's page.";

/**
 * Spec §7's activity and prize calls (issue 14) that no screen makes, each with why: the one list of
 * them (docs/campaign-mechanics.md points here). A row marked here has no answer schema, so the
 * browser never carries it (api/no-screen.test.ts holds both true); a call that gets a screen leaves
 * this list when it gets its schema.
 */
export const NO_SCREEN: Partial<Record<EndpointName, string>> = {
  activePrizeWinfoSavePrizeWinfo: HOLIDAY_SAVE,
  activePrizeWinfoSaveThanksgivingPrizeWinfo: HOLIDAY_SAVE,
  activePrizeWinfoSaveFlightPrizeWinfo: HOLIDAY_SAVE,
  activePrizeWinfoSaveMerryChristmasPrizeWinfo: HOLIDAY_SAVE,
  commonWitnessGetCommitInfo:
    "A witness's own commitment form (who vouches for a project), not built yet: a form with no fields given by the spec; it would go through the forms engine like the meeting sign-up once its fields are known.",
  commonWitnessCommitInfo:
    "The commitment form's submit (commonWitness/getCommitInfo's form), not built yet for the same reason.",
  activeProjectWitnessCommit:
    "The per-project witness's own statement (its commitment), the twin of commonWitness/commitInfo: the spec names the call but neither its fields nor a call that reads it back, and the witness itself (activeProjectWitness/vote/add on the projectWitness page) stands without it, so a form here would invent what a witness commits to; it would go through the forms engine once its fields are known.",
  activeProjectSignUpSelect:
    "A project owner's own sign-ups (a back-office review); a visitor's sign-ups are read from pageProjectsSignUp with the token (the project sign-up on campaign.html).",
  activeProjectSignUpGetSelectionBySignUpId:
    'The selection made of a sign-up (a back-office review), which the visitor is not shown.',
  pageRecordSaveRecord:
    "A page's visit record kept for the platform's analytics; the page-view events (platform/analytics.ts) already report the visit.",
  pageRecordGetRecordById: 'Reads the visit record back, for the same analytics.',
  activeCommonLoginFissionWithPlusLottery: FISSION_LOGIN,
  activeCommonLoginFissionWithMorePlusLottery: FISSION_LOGIN,
  activeCommonH5LoginlotteryAuthFission: FISSION_LOGIN,
  virtualAuthSave: BEHIND_THE_SCENES,
  virtualAuthGetRights: BEHIND_THE_SCENES,
  hcbGetRights: BEHIND_THE_SCENES,
  groundPlaybillUserSave: PLAYBILL,
  groundSmsSend: PLAYBILL,
  appfrontHAppCouponUserinfo:
    "The app's coupon owner lookup, called by the app itself; the H5 pages show no coupons.",
};
