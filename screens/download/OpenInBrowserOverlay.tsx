import { useId } from 'react';

/**
 * WeChat blocks app schemes and downloads: this overlay points at the menu in the top right corner
 * and says to open the page in the browser (右上角 ··· → 在浏览器打开).
 */
export function OpenInBrowserOverlay({ onClose }: { onClose: () => void }) {
  const title = useId();
  return (
    <div
      className="bc-open-in-browser"
      role="dialog"
      aria-modal="true"
      aria-labelledby={title}
      data-overlay="open-in-browser"
    >
      <svg
        className="bc-open-in-browser__arrow"
        viewBox="0 0 120 120"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M14 112C22 70 52 36 98 22"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray="1 10"
        />
        <path
          d="M76 14l24 7-14 21"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 className="bc-open-in-browser__title" id={title}>
        请在浏览器中打开
      </h2>
      <ol className="bc-open-in-browser__steps">
        <li>
          点击右上角 <span className="bc-open-in-browser__dots">···</span>
        </li>
        <li>选择「在浏览器打开」</li>
      </ol>
      <p className="bc-open-in-browser__why">微信内无法直接打开或下载 App</p>
      <button type="button" className="bc-open-in-browser__close" onClick={onClose}>
        知道了
      </button>
    </div>
  );
}
