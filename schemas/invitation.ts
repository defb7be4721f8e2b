import type { Infer } from './infer.ts';
import { address, id, text } from './primitives.ts';

/**
 * An invitation to a meeting as `conferenceInvitation/getInvitationInfoById/{id}` answers it
 * (assumed, docs/local-gateway.md; the spec shows no body): who invites, to which meeting, in which
 * words. unicorn-meeting-signup shows it above the sign-up when opened with `invitationId`.
 */
export const invitationSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: id('The invitation'),
    mid: id("The meeting it invites to; another meeting's invitation is not shown"),
    inviterName: text('Who invites'),
    inviterAvatar: address('Their picture, square'),
    inviterCompany: text('Their company'),
    inviterPosition: text('Their position'),
    inviteWords: text('What they write to the visitor, plain text'),
  },
} as const;

/** One project the invitation brings to the meeting (`selectInvitationProjectList/{id}`, assumed). */
export const invitationProjectSchema = {
  type: 'object',
  required: ['projectId'],
  properties: {
    projectId: id('The project, opened on unicorn-detail'),
    projectName: text('Its name'),
    projectDesc: text('A line about it'),
    coverImg: address('Its cover, 750×400'),
  },
} as const;

/** The invitation's projects in display order. */
export const invitationProjectListSchema = {
  type: 'array',
  description: 'The projects, in display order.',
  items: invitationProjectSchema,
} as const;

/** What saving an invitation answers (`conferenceInvitation/saveData`, assumed). */
export const invitationSavedSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: id('The invitation record, the same however often it is sent') },
} as const;

export type Invitation = Infer<typeof invitationSchema>;
export type InvitationProject = Infer<typeof invitationProjectSchema>;
