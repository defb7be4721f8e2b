import type { Infer } from './infer.ts';
import { address, flag, id, integer, text } from './primitives.ts';

/** `commonWitness/projects?activeId=`: the vote's candidates with their votes (assumed). */
export const witnessProjectsSchema = {
  type: 'array',
  description: 'The candidates of the vote, in order.',
  items: {
    type: 'object',
    description: 'One candidate project',
    properties: {
      projectId: id('The project'),
      projectName: text('Its name'),
      logo: address('Its picture'),
      intro: text('One line about it'),
      votes: integer('Votes so far'),
    },
    required: ['projectId'],
  },
} as const;

/** `commonWitness/votes` (`{activeId}`): the votes alone, asked again after hydration (assumed). */
export const witnessVotesSchema = {
  type: 'array',
  description: "Each candidate's votes now.",
  items: {
    type: 'object',
    description: "One candidate's votes",
    properties: { projectId: id('The project'), votes: integer('Votes so far') },
    required: ['projectId', 'votes'],
  },
} as const;

/** `commonWitness/vote/{activeId}`: the signed-in visitor's vote (assumed). */
export const myWitnessVoteSchema = {
  type: 'object',
  description: "The visitor's vote in the activity.",
  properties: { voted: flag('1 once voted'), projectId: id('The project voted for') },
  required: ['voted'],
} as const;

/** `commonWitness/vote/add` (`{activeId, projectId}`): the vote cast (assumed). */
export const witnessVoteAddedSchema = {
  type: 'object',
  description: 'The project voted for and its votes now.',
  properties: { projectId: id('The project'), votes: integer('Its votes, this one included') },
  required: ['projectId'],
} as const;

export type VoteCandidate = Infer<typeof witnessProjectsSchema>[number];
export type VoteCount = Infer<typeof witnessVotesSchema>[number];
