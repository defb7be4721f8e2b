import type { Infer } from './infer.ts';
import { productSchema } from './modules/goods.ts';
import { address, colour, id, integer, text } from './primitives.ts';

/** The parsed `backgroundJson` of a page. */
export const backgroundSchema = {
  type: 'object',
  properties: {
    commonBackgroundColor: colour('Page background colour'),
    backgroundImg: address('Page background image, drawn at the top at full width'),
  },
} as const;

/** What a share of the page shows. */
export const shareOptionSchema = {
  type: 'object',
  description: 'What a share of the page shows',
  properties: {
    shareTitle: text('Share card title'),
    shareDesc: text('Share card description'),
    shareIcon: address('Share card picture'),
  },
} as const;

/** One entry of `moduleSubs`, validated on its own so a bad entry drops only itself. */
export const moduleSubSchema = {
  type: 'object',
  required: ['id', 'subModuleType', 'subModuleJson'],
  properties: {
    id: id('Module id'),
    subModuleType: integer('Module type 1..10; other values are unknown types'),
    subModuleName: text("Staff's name for the module"),
    moduleBackgroundImg: address('Background image behind this module'),
    subModuleJson: text("The module's own config, a JSON string whose shape depends on the type"),
    productInfoDto: {
      type: 'array',
      items: productSchema,
      description: 'Products of a goods module',
    },
  },
} as const;

/** The `data` of a `page/v2/find` answer. */
export const pageSchema = {
  type: 'object',
  properties: {
    id: id('Page id'),
    pageName: text('Document title'),
    activeId: id('Activity id, sent as the activeId header by later calls from this page'),
    shareOption: shareOptionSchema,
    backgroundJson: text('Background config, a JSON string'),
    moduleSubs: {
      type: 'array',
      items: { description: 'One module; checked alone, so a broken entry drops only itself' },
      description: 'The modules in display order; absent or null means a page without modules',
    },
  },
} as const;

/** The answer of `background/find`: a page-wide background configured apart from the page (shape assumed). */
export const backgroundFindSchema = {
  type: 'object',
  properties: {
    backgroundJson: text('Background config, a JSON string'),
    commonBackgroundColor: colour('Page background colour'),
    backgroundImg: address('Page background image'),
  },
} as const;

export type Background = Infer<typeof backgroundSchema>;
export type ShareOption = Infer<typeof shareOptionSchema>;
export type ModuleSub = Infer<typeof moduleSubSchema>;
