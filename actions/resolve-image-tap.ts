import { codeIn } from '../lib/code-table.ts';
import { JUMP_LINK_TYPE } from '../lib/jump-link-type.ts';
import { JUMP_TYPE } from '../lib/jump-type.ts';
import { STAY_CONSULT } from '../lib/stay-consult.ts';
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
import { MEETING_REGISTER_SOURCE, pageHref } from './targets.ts';

/** R4.04 what the picture's jump type asks for (see JUMP_TYPE); an absent one is "nothing". */
function jumpEffects(pic: Pic, moduleId: string, context: ActionContext): Effect[] {
  const jumpType = codeIn(JUMP_TYPE, pic.jumpType ?? JUMP_TYPE.nothing);
  switch (jumpType) {
    case undefined:
      return [{ type: 'ignored', reason: `unknown jumpType ${pic.jumpType}` }];
    case JUMP_TYPE.nothing:
      return [];
    case JUMP_TYPE.link:
      return pic.jumpLinkType === JUMP_LINK_TYPE.activityPage
        ? activityPageEffects(context, pic.skipContent)
        : linkEffects(context, pic.linkUrl);
    case JUMP_TYPE.miniProgram:
      return miniProgramEffects(context, {
        appId: pic.appId,
        originalId: pic.protoId,
        url: pic.linkUrl ?? '',
      });
    case JUMP_TYPE.product:
      return productEffects(context, {
        productId: pic.productId,
        platformId: pic.productJumpType?.platformId,
      });
    case JUMP_TYPE.trackedAction:
      return pic.skipContent
        ? [
            {
              type: 'track',
              event: pic.skipContent,
              properties: { ...venueFields(context), module_id: moduleId },
            },
          ]
        : [{ type: 'ignored', reason: 'tracked action without an event name' }];
    case JUMP_TYPE.meetingSignUp:
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
      return jumpType satisfies never;
  }
}

/** R6.02: whether a module's stayConsult makes a tap log in and record a stay-consult first. */
function recordsStayConsult(stayConsult: number): boolean {
  const known = codeIn(STAY_CONSULT, stayConsult);
  switch (known) {
    case STAY_CONSULT.consult:
    case STAY_CONSULT.alsoConsult:
      return true;
    case STAY_CONSULT.off:
    case undefined:
      return false;
    default:
      return known satisfies never;
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
  const before: Effect[] = recordsStayConsult(intent.stayConsult)
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
