import { appDownloadAddress } from '../../lib/app-download.ts';
import { currentSiteSettings } from '../../lib/site-settings.ts';
import type { ScreenDefinition } from '../shared/screen.ts';
import { DownloadScreen, type DownloadInfo } from './DownloadScreen.tsx';
import { DownloadSkeleton } from './DownloadSkeleton.tsx';

/**
 * The download page (spec §2: reached by the download header and by app wake-up; utm_source carried
 * along). No call: the loader reads the app's scheme and writes the download address with the
 * visit's channel, so the page's download link works before (and without) JavaScript.
 */
export const downloadScreen: ScreenDefinition<DownloadInfo> = {
  name: 'download',
  html: 'download.html',
  label: '下载 App',
  params: ['utm_source'],
  load: (_api, query) =>
    Promise.resolve({
      scheme: currentSiteSettings.appScheme,
      downloadUrl: appDownloadAddress(currentSiteSettings.appDownloadUrl, query.utm_source),
    }),
  title: () => '下载天九老板云 App',
  share: () => ({ title: '下载天九老板云 App', desc: '好项目、直播路演、商机对接，一手掌握' }),
  Screen: DownloadScreen,
  Skeleton: DownloadSkeleton,
  downloadHeader: false,
};
