import type { ScreenDefinition } from '../../screens/shared/screen.ts';
import { loadPreviewSource, type PreviewSource } from './load-preview-source.ts';
import { PreviewScreen } from './PreviewScreen.tsx';
import { PreviewSkeleton } from './PreviewSkeleton.tsx';

/**
 * preview.html (issue 15): the staff's page preview. `pageId` opens a page from the gateway; the
 * width, host and login state of the phone are read by the tool from the same address.
 */
export const previewScreen: ScreenDefinition<PreviewSource> = {
  name: 'preview',
  html: 'preview.html',
  label: '页面预览（员工）',
  params: ['pageId'],
  load: (api, query, signal) => loadPreviewSource(api, query, signal),
  title: ({ pageId }) => (pageId ? `页面预览 · ${pageId}` : '页面预览'),
  Screen: PreviewScreen,
  Skeleton: PreviewSkeleton,
  downloadHeader: false,
};
