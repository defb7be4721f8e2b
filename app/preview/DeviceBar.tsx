import { useState } from 'react';
import {
  DEVICE_WIDTHS,
  HOST_LABELS,
  PREVIEW_HOSTS,
  type PreviewSettings,
} from './preview-settings.ts';
import './preview.css';

export interface DeviceBarProps {
  settings: PreviewSettings;
  onChange: (settings: PreviewSettings) => void;
  /** The address that opens this preview again (page id, width, host, login state). */
  link: string;
  /** Copies the link; resolves false when the browser refused. */
  copy: (text: string) => Promise<boolean>;
}

/** The phone the page is shown on: its width, the host it runs in, whether the visitor is logged in; and the link that keeps them. */
export function DeviceBar({ settings, onChange, link, copy }: DeviceBarProps) {
  const [copied, setCopied] = useState<boolean | undefined>(undefined);
  return (
    <section className="bc-preview-device" aria-label="模拟设备">
      <fieldset className="bc-preview-choice">
        <legend>宽度</legend>
        {DEVICE_WIDTHS.map((width) => (
          <label key={width} className="bc-preview-choice__option">
            <input
              type="radio"
              name="bc-preview-width"
              value={width}
              checked={settings.width === width}
              onChange={() => onChange({ ...settings, width })}
            />
            <span>{width}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="bc-preview-choice">
        <legend>宿主</legend>
        {PREVIEW_HOSTS.map((host) => (
          <label key={host} className="bc-preview-choice__option">
            <input
              type="radio"
              name="bc-preview-host"
              value={host}
              checked={settings.host === host}
              onChange={() => onChange({ ...settings, host })}
            />
            <span>{HOST_LABELS[host]}</span>
          </label>
        ))}
      </fieldset>
      <label className="bc-preview-check">
        <input
          type="checkbox"
          checked={settings.loggedIn}
          onChange={(event) => onChange({ ...settings, loggedIn: event.target.checked })}
        />
        已登录
      </label>
      <div className="bc-preview-share">
        <label htmlFor="bc-preview-link">分享链接</label>
        <input
          id="bc-preview-link"
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          onClick={() => void copy(link).then(setCopied)}
          aria-describedby="bc-preview-link-note"
        >
          复制
        </button>
        <p id="bc-preview-link-note" className="bc-preview-share__note" aria-live="polite">
          {copied === true
            ? '已复制'
            : copied === false
              ? '浏览器不让复制，请手动选中复制'
              : '链接保存页面编号、宽度、宿主和登录状态；粘贴或编辑的内容不在链接里'}
        </p>
      </div>
    </section>
  );
}
