/**
 * R4.04: where a link goes (`jumpLinkType` of a picture with jumpType 2, and of the sign-up form's
 * after-success jump). Any other value, or none, means the address field (`linkUrl`,
 * `button_jump_link`) is the target.
 */
export const JUMP_LINK_TYPE = {
  /** 1: the activity page whose id is `skipContent` (picture) or `pageId` (form). */
  activityPage: 1,
} as const;
