import type { ActionContext } from './context.ts';
import type { Intent, TrackProperties } from './intent.ts';

/** Analytics event names of the spec's trackers (spec §7 "Other"): banner click, VIP button, activity. */
export const ANALYTICS_EVENTS = {
  bannerClick: 'BannerClick',
  vipButtonClick: 'VipButtonClick',
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

/** The VIP centre's activate/renew button: a `track` intent for `useAction()`. */
export function vipButtonIntent(
  vipKey: string,
  vipName: string | undefined,
  buttonText: string,
): Intent {
  return {
    kind: 'track',
    event: ANALYTICS_EVENTS.vipButtonClick,
    properties: { vip_key: vipKey, vip_name: vipName, button_name: buttonText },
  };
}

/** A conference activity event (meeting_activity_id, _name, _state) as a `track` intent. */
export function meetingActivityIntent(activity: {
  id: string;
  name?: string;
  state?: string | number;
}): Intent {
  return {
    kind: 'track',
    event: ANALYTICS_EVENTS.activityClick,
    properties: {
      meeting_activity_id: activity.id,
      meeting_activity_name: activity.name,
      meeting_activity_state: activity.state,
    },
  };
}

/** A project shown or opened on an activity page (project_id, project_name) as a `track` intent. */
export function projectActivityIntent(project: { id: string; name?: string }): Intent {
  return {
    kind: 'track',
    event: ANALYTICS_EVENTS.activityClick,
    properties: { project_id: project.id, project_name: project.name },
  };
}
