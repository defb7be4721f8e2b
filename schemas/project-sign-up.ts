import type { Infer } from './infer.ts';
import { address, flag, id, integer, text } from './primitives.ts';

/**
 * `pageProjectsSignUp` (`{activeId, pageNum, pageSize}`): the activity's projects open for sign-up
 * (assumed). Without a token only what everyone sees; with one, the visitor's sign-up and like.
 */
export const projectsSignUpPageSchema = {
  type: 'object',
  description: "A page of the activity's projects.",
  properties: {
    records: {
      type: 'array',
      description: 'The projects, in order',
      items: {
        type: 'object',
        description: 'One project',
        properties: {
          projectId: id('The project'),
          projectName: text('Its name'),
          logo: address('Its picture'),
          intro: text('One line about it'),
          likes: integer('Likes so far'),
          liked: flag('1 once this visitor liked it'),
          signedUp: flag('1 once this visitor signed it up'),
          signUpId: id("This visitor's sign-up of it, once made"),
        },
        required: ['projectId'],
      },
    },
    total: integer('How many projects in all'),
  },
  required: ['records'],
} as const;

/** `updateActiveProjectSignUp` (`{activeId, projectId}`): the visitor's sign-up, made or kept (assumed). */
export const projectSignUpSchema = {
  type: 'object',
  description: 'The sign-up.',
  properties: { signUpId: id('The sign-up, the same however often it is asked') },
  required: ['signUpId'],
} as const;

/** `queryProjectSignUpIsSuccess/{signUpId}`: whether the sign-up went through (assumed). */
export const signUpSuccessSchema = {
  type: 'object',
  description: 'Whether the sign-up is recorded.',
  properties: { success: flag('1 recorded') },
  required: ['success'],
} as const;

/** `activeProjectSignUp/getProjectPosterForRandom/{signUpId}`: a poster of the project (assumed). */
export const projectPosterSchema = {
  type: 'object',
  description: 'One poster, chosen at random.',
  properties: { posterUrl: address('The poster picture') },
  required: ['posterUrl'],
} as const;

/** `activeProjectUserLike/clickUserLike2/{projectId}` (`?activeId=`): the like kept (assumed). */
export const userLikeSchema = {
  type: 'object',
  description: "The visitor's like and the project's likes.",
  properties: { liked: flag('1: liked'), likes: integer('Its likes, this one included') },
  required: ['liked'],
} as const;

export type SignUpProject = Infer<typeof projectsSignUpPageSchema>['records'][number];
