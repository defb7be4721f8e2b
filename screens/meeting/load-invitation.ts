import type { ApiClient } from '../../api/client.ts';
import type { Invitation, InvitationProject } from '../../schemas/invitation.ts';
import { optional } from '../shared/load.ts';

/** The invitation the page was opened from, with the projects it brings. */
export interface ShownInvitation {
  invitation: Invitation;
  projects: InvitationProject[];
}

/**
 * The invitation named by `invitationId` and its projects, asked at once; both are side blocks:
 * an invitation that fails, is unknown, or invites to another meeting is left out (and its
 * projects with it), never the meeting page.
 */
export async function loadInvitation(
  api: ApiClient,
  mid: string,
  invitationId: string,
  signal?: AbortSignal,
): Promise<ShownInvitation | undefined> {
  const options = { params: { id: invitationId }, ...(signal ? { signal } : {}) };
  const projects = optional(api, 'conferenceInvitationSelectInvitationProjectList', options, []);
  const invitation = await optional(
    api,
    'conferenceInvitationGetInvitationInfoById',
    options,
    undefined,
  );
  if (invitation === undefined || (invitation.mid !== undefined && invitation.mid !== mid))
    return undefined;
  return { invitation, projects: await projects };
}
