import type { Pic } from '../schemas/index.ts';
import type { ActionContext } from './context.ts';
import type { Effect } from './effects.ts';
import { ANALYTICS_EVENTS, venueFields } from './events.ts';
import {
  activityPageEffects,
  linkEffects,
  miniProgramEffects,
  productEffects,
} from './resolve-targets.ts';
import { stayConsultPayload } from './stay-consult.ts';
import { pageHref } from './targets.ts';

/** R9.04: the meeting sign-up page is opened with RegistereSource 11. */
export const MEETING_REGISTER_SOURCE = '11';

/** R4.04 what the picture's jump type asks for: 0 nothing, 2 link (jumpLinkType 1: activity page), 3 mini-program, 5 product, 6 tracked action, 7 meeting sign-up. */
function jumpEffects(pic: Pic, moduleId: string, context: ActionContext): Effect[] {
  const jumpType = pic.jumpType ?? 0;
  switch (jumpType) {
    case 0:
      return [];
    case 2:
      return pic.jumpLinkType === 1
        ? activityPageEffects(context, pic.skipContent)
        : linkEffects(context, pic.linkUrl);
    case 3:
      return miniProgramEffects(context, {
        appId: pic.appId,
        originalId: pic.protoId,
        url: pic.linkUrl ?? '',
      });
    case 5:
      return productEffects(context, {
        productId: pic.productId,
        platformId: pic.productJumpType?.platformId,
      });
    case 6:
      return pic.skipContent
        ? [
            {
              type: 'track',
              event: pic.skipContent,
              properties: { ...venueFields(context), module_id: moduleId },
            },
          ]
        : [{ type: 'ignored', reason: 'tracked action without an event name' }];
    case 7:
      if (!pic.meetingId)
        return [{ type: 'ignored', reason: 'meeting sign-up without a meeting id' }];
      return [
        {
          type: 'track',
          event: ANALYTICS_EVENTS.activityClick,
          properties: { ...venueFields(context), meeting_activity_id: pic.meetingId },
        },
        {
          type: 'open',
          url: pageHref(
            context.appBase,
            'unicorn-meeting-signup',
            { mid: pic.meetingId, RegistereSource: MEETING_REGISTER_SOURCE },
            context.search,
          ),
        },
      ];
    default:
      return [{ type: 'ignored', reason: `unknown jumpType ${jumpType}` }];
  }
}

/**
 * An image tap. R6.02: with stayConsult 1 or 2 the visitor logs in first (when not yet), the
 * stay-consult is recorded, then the same tap goes on.
 */
export function resolveImageTap(
  intent: { moduleId: string; pic: Pic; stayConsult: number },
  context: ActionContext,
): Effect[] {
  const consult = intent.stayConsult === 1 || intent.stayConsult === 2;
  const before: Effect[] = consult
    ? [
        ...(context.loggedIn ? [] : [{ type: 'login' } as const]),
        {
          type: 'commitStayConsult',
          payload: stayConsultPayload(context, intent.moduleId, intent.stayConsult),
        },
      ]
    : [];
  return [...before, ...jumpEffects(intent.pic, intent.moduleId, context)];
}
