import type { Infer } from './infer.ts';
import { address, id, integer, text } from './primitives.ts';

/** One visitor comment on a project (assumed shape, docs/local-gateway.md). */
export const projectCommentSchema = {
  type: 'object',
  properties: {
    id: id('Comment id'),
    userName: text("The commenter's display name"),
    avatar: address("The commenter's picture"),
    content: text('The comment, shown as text'),
    createTime: text('When it was written: yyyy-MM-dd HH:mm:ss, China time'),
  },
} as const;

/** One page of comments as `userComment/selectH5Page` answers it (assumed, like banner/select's records). */
export const projectCommentPageSchema = {
  type: 'object',
  properties: {
    records: { type: 'array', items: projectCommentSchema, description: 'This page, newest first' },
    total: integer('How many comments there are in all'),
  },
} as const;

export type ProjectComment = Infer<typeof projectCommentSchema>;
export type ProjectCommentPage = Infer<typeof projectCommentPageSchema>;
