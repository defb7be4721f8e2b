import type { Meta, StoryObj } from '@storybook/react-vite';
import gateway from '../fixtures/gateway/live.json';
import type { ShortVideoPage } from '../screens/live/load-short-video.ts';
import { shortVideoScreen } from '../screens/live/short-video.ts';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';
import type { Outcome } from '../screens/shared/screen.ts';
import { recordedAnswer } from './recorded-answer.ts';

/** One of the gateway's seeded videos, read through the call's schema as the screen receives it. */
function seeded(videoId: number): ShortVideoPage {
  const data = gateway.videos.find((video) => video.videoId === videoId);
  return {
    videoId: String(videoId),
    video: recordedAnswer('videoDetailH5V1', { code: 1, message: '', data }),
  };
}

/** shortvideo as ScreenBody shows it: ready, still loading, or failed with 重试. */
function ShortVideo({ outcome }: { outcome: Outcome<ShortVideoPage> | undefined }) {
  return (
    <ScreenBody
      screen={shortVideoScreen}
      load={() => new Promise<never>(() => undefined)}
      initial={outcome}
      query={{ isApp: false, preview: false, gray: false, videoId: '71' }}
      search="videoId=71"
    />
  );
}

const meta = {
  title: 'Screens/Short video',
  component: ShortVideo,
  parameters: { pageBackground: '#f5f6f8' },
} satisfies Meta<typeof ShortVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R4.05 a landscape video: its cover and play icon; play loads video.js (an HLS stream). */
export const Ready: Story = { args: { outcome: { status: 'ready', value: seeded(71) } } };
export const ReadyAt320: Story = { ...Ready, parameters: { frameWidth: 320 } };
/** A portrait video: its own shape in the middle of a black band, the title still in view. */
export const Portrait: Story = { args: { outcome: { status: 'ready', value: seeded(72) } } };
/** Its stream answers 404: pressing play shows the cover, 视频加载失败 and 重试. */
export const DeadStream: Story = { args: { outcome: { status: 'ready', value: seeded(73) } } };
/** Empty: taken down (no source): the cover says so, no play button. */
export const TakenDown: Story = { args: { outcome: { status: 'ready', value: seeded(74) } } };
/** The browser loading the page (a static host, a retry). */
export const Loading: Story = { args: { outcome: undefined } };
/** An unknown id: the server's message and 重试. */
export const NotFound: Story = {
  args: { outcome: { status: 'failed', message: '视频不存在: 1' } },
};
/** A failing call. */
export const Failed: Story = {
  args: { outcome: { status: 'failed', message: '网络不太顺畅，请检查网络后重试' } },
};
