import type { Meta, StoryObj } from '@storybook/react-vite';
import about from '../fixtures/gateway/about.json';
import { readQuery } from '../lib/query.ts';
import { PageLoadError } from '../runtime/page-load-error.ts';
import { aboutScreen } from '../screens/about/about-screen.ts';
import type { AboutValue } from '../screens/about/load-about.ts';
import type { Outcome } from '../screens/shared/screen.ts';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import { createHtmlPurifier } from '../ui/html-purifier.ts';

interface AboutStoryArgs {
  initial?: Outcome<AboutValue>;
  load: () => Promise<AboutValue>;
}

function AboutStory({ initial, load }: AboutStoryArgs) {
  return (
    <ScreenBody
      screen={aboutScreen}
      load={load}
      initial={initial}
      query={readQuery('')}
      search=""
    />
  );
}

/** The fixture answer as the loader makes it (sanitized with this window, as the browser would). */
const VALUE: AboutValue = {
  title: about.title,
  coverImg: about.coverImg,
  content: createHtmlPurifier(window)(about.content),
};

const ready = (value: AboutValue): AboutStoryArgs => ({
  initial: { status: 'ready', value },
  load: () => Promise.resolve(value),
});

const meta = {
  title: 'Screens/About',
  component: AboutStory,
} satisfies Meta<typeof AboutStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = { args: ready(VALUE) };
export const AboutAt320: Story = { ...About, parameters: { frameWidth: 320 } };
/** No cover, no text: 暂无介绍. */
export const Empty: Story = {
  args: ready({ title: '关于天九', content: createHtmlPurifier(window)('') }),
};
export const Loading: Story = { args: { load: () => new Promise(() => undefined) } };
export const Failed: Story = {
  args: {
    initial: { status: 'failed', message: '网络不太顺畅，请检查网络后重试' },
    load: () => Promise.reject(new PageLoadError('network', '网络不太顺畅，请检查网络后重试')),
  },
};
