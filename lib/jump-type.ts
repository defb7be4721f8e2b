/** R4.04: what tapping a picture of an image module does (the picture's `jumpType`). */
export const JUMP_TYPE = {
  /** 0 (or absent): the picture is not a button. */
  nothing: 0,
  /** 2: a link; `jumpLinkType` says whether to an activity page or to `linkUrl`. */
  link: 2,
  /** 3: a mini-program page (`appId`, `protoId`, `linkUrl` as its path). */
  miniProgram: 3,
  /** 5: a product (`productId`, `productJumpType.platformId`). */
  product: 5,
  /** 6: an analytics event named by `skipContent`, no navigation. */
  trackedAction: 6,
  /** 7: the meeting sign-up page of `meetingId`. */
  meetingSignUp: 7,
} as const;
