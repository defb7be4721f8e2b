import { id, integer } from './primitives.ts';
import { witnessProjectsSchema } from './witness-vote.ts';

/**
 * `activity/activeProjectWitness/selectPage` (`{activeId, pageNum, pageSize}`): a page of the
 * activity's projects up for witness, with their witnesses so far (assumed).
 */
export const witnessProjectPageSchema = {
  type: 'object',
  description: "A page of the activity's projects up for witness.",
  properties: {
    records: {
      type: 'array',
      description: 'The projects, in order',
      items: {
        type: 'object',
        description: 'One project',
        // A vote's candidate's fields, its votes the project's witnesses.
        properties: {
          ...witnessProjectsSchema.items.properties,
          votes: integer('Witnesses so far'),
        },
        required: ['projectId'],
      },
    },
    total: integer('How many projects in all'),
  },
  required: ['records'],
} as const;

/** `activeProjectWitness/vote/list` (`{activeId}`): every project's witnesses, asked again after hydration (assumed). */
export const witnessCountsSchema = {
  type: 'array',
  description: "Each project's witnesses now.",
  items: {
    type: 'object',
    description: "One project's witnesses",
    properties: { projectId: id('The project'), votes: integer('Witnesses so far') },
    required: ['projectId', 'votes'],
  },
} as const;

/** `activeProjectWitness/vote/{activeId}`: the projects the signed-in visitor witnessed (assumed). */
export const myWitnessesSchema = {
  type: 'object',
  description: "The visitor's witnesses in the activity.",
  properties: {
    projectIds: { type: 'array', description: 'The projects witnessed', items: id('A project') },
  },
  required: ['projectIds'],
} as const;

/** `activeProjectWitness/vote/available` (`{activeId}`): the visitor's witness votes left today (assumed). */
export const witnessVotesLeftSchema = {
  type: 'object',
  description: "The visitor's witness votes today.",
  properties: {
    available: integer('Votes left today (China day)'),
    daily: integer('Votes per visitor and day'),
  },
  required: ['available'],
} as const;

/** `activeProjectWitness/vote/add/{projectId}` (`?activeId=`): the witness cast (assumed). */
export const witnessCastSchema = {
  type: 'object',
  description: 'The project witnessed, its witnesses now and the votes left.',
  properties: {
    projectId: id('The project'),
    votes: integer('Its witnesses, this one included'),
    available: integer("The visitor's votes left today"),
  },
  required: ['projectId'],
} as const;
