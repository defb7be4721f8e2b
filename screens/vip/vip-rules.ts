import { codeIn } from '../../lib/code-table.ts';

/** R9.11: the default business whose levels the VIP page shows. */
export const DEFAULT_BUSINESS_KEY = 'bosscloud';

/** The levels one reaches without paying: a registered user, a certified user (R4.11). */
export const FREE_TIERS = ['registerUser', 'authUser'] as const;

/** Whether a level is one of the free ones (no price, no activation). */
export function isFreeTier(vipKey: string): boolean {
  return FREE_TIERS.some((tier) => tier === vipKey);
}

/** R4.08 / R9.11: the wire's duration units. */
export const VIP_VALID_UNIT = { day: 1, week: 2, month: 3, year: 4 } as const;

const UNIT_TEXT = { 1: '天', 2: '周', 3: '个月', 4: '年' } as const;

/** R4.08 / R9.11: how long a price option lasts, e.g. 1年, 3个月; nothing when the unit is unknown. */
export function validityText(time: number | undefined, unit: number | undefined): string {
  const code = codeIn(VIP_VALID_UNIT, unit);
  if (code === undefined || time === undefined || time <= 0) return '';
  return `${time}${UNIT_TEXT[code]}`;
}

/** R4.08: 1 means the visitor already holds the level (renew), anything else activates. */
export function activateWording(userVipStatus: number | undefined): '立即续费' | '立即开通' {
  return userVipStatus === 1 ? '立即续费' : '立即开通';
}

/** What R4.10 decides the first card by. */
export interface InitialCardInput {
  vipKey?: string | undefined;
  /** upGrade=1 */
  upGrade: boolean;
  /** isToNext=1 */
  isToNext: boolean;
  loggedIn: boolean;
  /** The visitor's level (userRights/getCurrentUserConfig), when known. */
  currentKey?: string | undefined;
}

/**
 * R4.10: the next level when upGrade or isToNext is 1; else the visitor's current level when no
 * vipKey is given and they are logged in; else the card matching vipKey; else the first. A rule
 * whose level is not in the list falls to the next rule.
 */
export function initialCardIndex(
  levels: readonly { vipKey: string; isUserNextVip?: number | undefined }[],
  { vipKey, upGrade, isToNext, loggedIn, currentKey }: InitialCardInput,
): number {
  const found = (test: (level: (typeof levels)[number]) => boolean) => {
    const index = levels.findIndex(test);
    return index < 0 ? undefined : index;
  };
  const next = upGrade || isToNext ? found((level) => level.isUserNextVip === 1) : undefined;
  const current =
    !vipKey && loggedIn && currentKey ? found((level) => level.vipKey === currentKey) : undefined;
  const asked = vipKey ? found((level) => level.vipKey === vipKey) : undefined;
  return next ?? current ?? asked ?? 0;
}

/**
 * R4.09: the floating activate button is hidden for registerUser, authUser and for levels with more
 * than one price option, otherwise shown; it also shows while the inline price block is scrolled
 * out of view. A level with no price has nothing to activate.
 */
export function floatingButtonShown(
  vipKey: string,
  priceOptions: number,
  priceBlockInView: boolean,
): boolean {
  if (isFreeTier(vipKey) || priceOptions === 0) return false;
  return priceOptions === 1 || !priceBlockInView;
}

/**
 * A paid level with no price option on sale is sold by a consultant: instead of a price it offers
 * the intention-to-cooperate popup (spec §2). Free levels are reached by registering and certifying.
 */
export function offersIntention(vipKey: string, priceOptions: number): boolean {
  return !isFreeTier(vipKey) && priceOptions === 0;
}
