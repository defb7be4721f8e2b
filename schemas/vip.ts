import type { Infer } from './infer.ts';
import { address, flag, id, integer, text } from './primitives.ts';

/** One price option of a VIP level (spec §3 skuList). */
export const vipSkuSchema = {
  type: 'object',
  description: 'A price option: what it costs and how long it lasts.',
  required: ['id'],
  properties: {
    id: id('Option id, sent to the agreement and the payment page'),
    realPrice: text('The price in yuan, a decimal as text'),
    vipValidTime: integer('How many units the option lasts'),
    vipValidUnit: integer('The unit: 1 day, 2 week, 3 month, 4 year (R4.08, R9.11)'),
  },
} as const;

/**
 * A VIP level of `vipCenter/list` (spec §3 VIP level; wire-format.md "The screens' main answers").
 * `userVipStatus`, `isUserNextVip` and `rightsTime` are the visitor's own: an anonymous call
 * answers them empty.
 */
export const vipLevelSchema = {
  type: 'object',
  description: 'One level of the VIP centre, in display order.',
  required: ['vipKey'],
  properties: {
    vipKey: text('The tier: registerUser, authUser, supremeVip, bossConsultantVip, …'),
    vipName: text('The name on the card'),
    vipLevel: integer('1, 2 or 3: the variant of the tier (assumed); 2 and 3 have their own card'),
    skuList: { type: 'array', description: 'The price options', items: vipSkuSchema },
    userVipStatus: flag('1: the visitor already holds this level (renew wording, R4.08)'),
    isUserNextVip: flag('1: the level above the visitor’s (R4.10)'),
    rightsContent: text('The rights, rich text from the CMS (assumed); sanitized before shown'),
    helpContent: text('Help for buyers, rich text (assumed); sanitized before shown'),
    rightsTime: text(
      'The visitor’s rights period of this level (assumed), e.g. 2026-01-01 至 2027-01-01',
    ),
  },
} as const;

/** `vipCenter/list`: the levels in display order. */
export const vipLevelListSchema = {
  type: 'array',
  description: 'VIP levels in display order.',
  items: vipLevelSchema,
} as const;

/** `userRights/getCurrentUserConfig`: the visitor's level and the user info header (assumed shape). */
export const currentUserConfigSchema = {
  type: 'object',
  description: "The signed-in visitor's level and what the user info header shows.",
  properties: {
    vipKey: text('The visitor’s level: registerUser, authUser, or a VIP tier (R4.11)'),
    userName: text('Name'),
    job: text('Job'),
    company: text('Company'),
    avatar: address('Avatar picture'),
    vipIcon: address('The icon of the visitor’s VIP level'),
    topVipIcon: address('The icon of the top VIP level, shown to its holders'),
  },
} as const;

/** `userVipSignProtocol/getVipSignProtocol`: the agreement of a level (assumed shape). */
export const vipSignProtocolSchema = {
  type: 'object',
  description: 'The VIP agreement and whether the visitor signed it.',
  properties: {
    protocolId: id('The agreement id, sent back when signing'),
    title: text('The agreement title'),
    content: text('The agreement, rich text; sanitized before shown'),
    signed: flag('1: the visitor signed this agreement already'),
  },
} as const;

/** `vipShareInfo/queryVipShareInfo`: the share option of a level (spec §3 share option). */
export const vipShareInfoSchema = {
  type: ['object', 'null'],
  description: 'The share card of the VIP page; null when none is configured.',
  properties: {
    shareTitle: text('Share title'),
    shareDesc: text('Share description'),
    shareIcon: address('Share picture'),
  },
} as const;

/**
 * `stayConsult/isCommitedStayConsult`: whether the visitor already committed (the VIP page asks by
 * the intention's idempotency key, so a member coming back sees 已提交合作意向).
 */
export const stayConsultCommittedSchema = {
  type: 'boolean',
  description: 'true when the visitor has committed that record already',
} as const;

export type VipSku = Infer<typeof vipSkuSchema>;
export type CurrentUserConfig = Infer<typeof currentUserConfigSchema>;
export type VipShareInfo = Infer<typeof vipShareInfoSchema>;
