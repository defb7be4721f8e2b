import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppOpening } from '../actions/app-opening.ts';
import { AppOpeningProvider } from '../actions/use-app-opening.tsx';
import { readQuery } from '../lib/query.ts';
import { downloadScreen } from '../screens/download/download.ts';
import { ScreenBody } from '../screens/shared/ScreenBody.tsx';

const meta: Meta = { title: 'Screens/Download', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const VALUE = { scheme: 'bosscloud://', downloadUrl: '/__dev/app-download?utm_source=story' };

function Download({ opening }: { opening: AppOpening }) {
  return (
    <AppOpeningProvider opening={opening}>
      <ScreenBody
        screen={downloadScreen}
        load={() => Promise.resolve(VALUE)}
        initial={{ status: 'ready', value: VALUE }}
        query={readQuery('utm_source=story')}
        search="utm_source=story"
      />
    </AppOpeningProvider>
  );
}

/** A browser: it tries to wake the app at once (the intent is logged), 打开 App / 下载 App. */
export const Browser: Story = { render: () => <Download opening="launch" /> };

/** WeChat, which blocks both: the overlay that says to open the page in the browser. */
export const WeChat: Story = { render: () => <Download opening="openInBrowser" /> };

/** The mini-program web-view, which blocks both and has no browser to open: the app store. */
export const MiniProgram: Story = { render: () => <Download opening="fromStore" /> };

/** In the app: nothing to open or download. */
export const InApp: Story = { render: () => <Download opening="inApp" /> };

/** The browser page at 320 px. */
export const Narrow: Story = {
  parameters: { frameWidth: 320 },
  render: () => <Download opening="launch" />,
};

/** Mounting on a static host. */
export const Loading: Story = {
  render: () => (
    <ScreenBody
      screen={downloadScreen}
      load={() => new Promise<typeof VALUE>(() => undefined)}
      query={readQuery('')}
      search=""
    />
  ),
};
