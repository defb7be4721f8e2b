import type { Infer } from './infer.ts';
import { address, id, integer, strings, text } from './primitives.ts';

/** The sections (columns) an article belongs to. */
const sectionList = {
  type: 'array',
  description: 'Sections (columns) the article belongs to, e.g. 政策解读',
  items: {
    type: 'object',
    properties: { id: id('Section id'), name: text('Section name') },
  },
} as const;

/** `article/h5/detail/v1`: one article (contract "The screens' main answers"). */
export const articleDetailSchema = {
  type: 'object',
  description: 'One article as articledetails and meiwen show it.',
  properties: {
    articleId: id('Article id'),
    title: text('Title'),
    coverImg: address('Cover picture, used as the share picture'),
    source: text('Publisher shown under the title'),
    summary: text('Short summary, shown above the text and as the share description'),
    publishTime: text('Publish time, yyyy-MM-dd HH:mm:ss in China time (assumed)'),
    sectionList,
    content: text('Rich text from the CMS (assumed); sanitized before it is shown'),
    mediaList: {
      type: 'array',
      description:
        'Media of the article (assumed): each a video, a picture or anything else (audio) by its extension, R4.18',
      items: { type: 'object', properties: { url: address('The medium address') } },
    },
    projectIdList: strings('Projects shown in the 项目推荐 block (assumed)'),
  },
} as const;

/** One article of a list (section recommendations, a topic): spec §3 "banner article". */
export const listedArticleSchema = {
  type: 'object',
  description: 'An article in a list; without articleId it is shown but opens nothing.',
  properties: {
    articleId: id('Article id; a tap opens articledetails with it'),
    title: text('Title'),
    imgUrls: strings('Cover pictures; the first is shown'),
    coverImg: address('Cover picture when imgUrls is absent (assumed)'),
    coverStyle: integer('Cover layout of the app; the H5 list shows one cover either way'),
    sectionList,
    source: text('Publisher'),
    publishTime: text('Publish time, yyyy-MM-dd HH:mm:ss in China time (assumed)'),
    publishTimePoorStr: text("The server's own relative time; read only without publishTime"),
  },
} as const;

/** `article/section/recommend/list/v1`: articles of the same sections (assumed: a plain array). */
export const sectionRecommendSchema = {
  type: 'array',
  description: 'Recommended articles of the same sections, best first.',
  items: listedArticleSchema,
} as const;

export type ArticleDetail = Infer<typeof articleDetailSchema>;
export type ListedArticle = Infer<typeof listedArticleSchema>;
