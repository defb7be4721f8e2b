import type { ScreenDefinition } from '../shared/screen.ts';
import { AboutScreen } from './AboutScreen.tsx';
import { AboutSkeleton } from './AboutSkeleton.tsx';
import { loadAbout, type AboutValue } from './load-about.ts';

/** The about page (about.html, no parameters): 关于天九 from aboutTj/detail/v1. */
export const aboutScreen: ScreenDefinition<AboutValue> = {
  name: 'about',
  html: 'about.html',
  label: '关于天九',
  params: [],
  load: loadAbout,
  title: ({ title }) => title,
  share: ({ title, coverImg }) => ({ title, ...(coverImg ? { image: coverImg } : {}) }),
  pageView: () => ({}),
  Screen: AboutScreen,
  Skeleton: AboutSkeleton,
};
