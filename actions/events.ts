import type { ActionContext } from './context.ts';
import type { Effect } from './effects.ts';
import type { TrackProperties } from './intent.ts';

/** Analytics event names of the spec's trackers (spec §7 "Other"): banner click and activity (the VIP button's comes with the VIP centre). */
export const ANALYTICS_EVENTS = {
  bannerClick: 'BannerClick',
  activityClick: 'ActivityClick',
} as const;

/** spec §6 host channels, as `source_type`. */
export function sourceType(context: ActionContext): string {
  if (context.host === 'app') return 'app';
  return context.host === 'miniProgram' ? 'miniProgram' : 'H5';
}

/** The page (venue) fields every activity event carries: Venues_id, Venues_name, source_type. */
export function venueFields(context: ActionContext): TrackProperties {
  return {
    Venues_id: context.page.pageId,
    Venues_name: context.page.pageName,
    source_type: sourceType(context),
  };
}

/** A project opened from an activity page: ActivityClick with the venue and project_id, project_name. */
export function projectActivityClick(
  context: ActionContext,
  project: { id: string; name?: string | undefined },
): Effect {
  return {
    type: 'track',
    event: ANALYTICS_EVENTS.activityClick,
    properties: { ...venueFields(context), project_id: project.id, project_name: project.name },
  };
}
