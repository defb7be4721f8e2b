import { address, text } from './primitives.ts';

/** `aboutTj/detail/v1`: the about page (assumed: a title, a cover and rich text). */
export const aboutSchema = {
  type: 'object',
  description: 'What the about page (关于天九) shows.',
  properties: {
    title: text('Title of the page'),
    coverImg: address('Picture at the head of the page'),
    content: text('Rich text from the CMS; sanitized before it is shown'),
  },
} as const;
