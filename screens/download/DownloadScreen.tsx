import { useEffect, useRef, useState } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import { useAppOpening } from '../../actions/use-app-opening.tsx';
import type { ScreenProps } from '../shared/screen.ts';
import { DownloadFeatures } from './DownloadFeatures.tsx';
import { OpenInBrowserOverlay } from './OpenInBrowserOverlay.tsx';
import './download.css';

/** What the download page knows: the app's scheme, and the download address with the visit's channel. */
export interface DownloadInfo {
  scheme: string;
  downloadUrl: string;
}

/**
 * The download page: it tries to wake the app once it shows (a browser), offers 打开 App and 下载 App,
 * and where the host blocks both (WeChat) shows how to open the page in the browser instead. How
 * the host hands over is the frame's to say (`useAppOpening`), what a tap does is `resolve()`'s.
 */
export function DownloadScreen({ value }: ScreenProps<DownloadInfo>) {
  const dispatch = useAction();
  const opening = useAppOpening();
  const [dismissed, setDismissed] = useState(false);
  const [tried, setTried] = useState(false);
  const triedOnce = useRef(false);

  useEffect(() => {
    if (opening !== 'launch' || triedOnce.current) return;
    triedOnce.current = true;
    setTried(true);
    void dispatch({ kind: 'openApp', ...value });
  }, [opening, dispatch, value]);

  const openApp = () => {
    if (opening === 'openInBrowser') {
      setDismissed(false);
      return;
    }
    setTried(true);
    void dispatch({ kind: 'openApp', ...value });
  };

  return (
    <main className="bc-download">
      <section className="bc-download__hero">
        <span className="bc-download__logo" aria-hidden="true">
          云
        </span>
        <h1 className="bc-download__name">天九老板云</h1>
        <p className="bc-download__slogan">好项目、直播路演、商机对接，一手掌握</p>
      </section>
      <DownloadFeatures />
      {opening === 'inApp' || opening === 'fromStore' ? (
        <p className="bc-download__note" role="status">
          {opening === 'inApp'
            ? '您正在天九老板云 App 中浏览'
            : '请在手机应用商店搜索“天九老板云”下载 App'}
        </p>
      ) : (
        <div className="bc-download__actions">
          <button
            type="button"
            className="bc-download__open"
            data-action="open-app"
            onClick={openApp}
          >
            打开 App
          </button>
          <a
            className="bc-download__get"
            href={value.downloadUrl}
            data-action="download-app"
            onClick={(event) => {
              if (opening !== 'openInBrowser') return;
              event.preventDefault();
              setDismissed(false);
            }}
          >
            下载 App
          </a>
          <p className="bc-download__hint" role="status" aria-live="polite">
            {tried && opening === 'launch'
              ? '正在打开天九老板云 App；如未打开，将为您前往下载'
              : '已安装的用户可直接打开 App'}
          </p>
        </div>
      )}
      <footer className="bc-download__legal">
        <a href="user-agreement.html">用户协议</a>
        <span aria-hidden="true">·</span>
        <a href="privacy-policy.html">隐私政策</a>
      </footer>
      {opening === 'openInBrowser' && !dismissed && (
        <OpenInBrowserOverlay onClose={() => setDismissed(true)} />
      )}
    </main>
  );
}
