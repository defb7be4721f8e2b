import type { Decorator, Preview } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { ActionProvider } from '../actions/use-action.tsx';
import { DataSourcesProvider } from '../registry/data-sources.tsx';
import {
  liveSources,
  logIntent,
  roomSources,
  type LiveDetailScenario,
} from '../stories/fixtures.ts';
import { LIVE_ROOMS } from '../stories/live-rooms.ts';
import '../ui/base.css';

/** The phone width stories are shown at unless a story sets `parameters.frameWidth` (e.g. 320 or 430). */
const DEFAULT_FRAME_WIDTH = 375;

/**
 * Every story sits in a phone-wide page column (a size container, so design sizes follow it; its
 * colour from `parameters.pageBackground`, like a page's commonBackgroundColor), with intents logged to the actions panel and a fake live-status source: recorded answers by room id,
 * or the story's own `parameters.liveDetail` scenario.
 */
const phonePage: Decorator = (Story, { parameters }) => {
  const width =
    typeof parameters['frameWidth'] === 'number' ? parameters['frameWidth'] : DEFAULT_FRAME_WIDTH;
  const background =
    typeof parameters['pageBackground'] === 'string' ? parameters['pageBackground'] : undefined;
  const scenario = parameters['liveDetail'] as LiveDetailScenario | undefined;
  const frame: CSSProperties = {
    width,
    maxWidth: '100%',
    minHeight: 'auto',
    margin: '0 auto',
    containerType: 'inline-size',
    background,
  };
  return (
    <DataSourcesProvider sources={scenario ? liveSources(scenario) : roomSources(LIVE_ROOMS)}>
      <ActionProvider dispatch={logIntent}>
        <div className="bc-page" style={frame}>
          <Story />
        </div>
      </ActionProvider>
    </DataSourcesProvider>
  );
};

const preview: Preview = {
  decorators: [phonePage],
  parameters: {
    layout: 'fullscreen',
    backgrounds: { disable: true },
  },
};

export default preview;
