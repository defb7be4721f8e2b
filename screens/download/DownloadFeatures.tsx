/** What the app offers, in three lines under the brand (the download page's sell). */
const FEATURES = [
  {
    title: '优质项目',
    text: '合作金额、意向人数一目了然',
    icon: 'M6 9h20v16H6zM11 9V6h10v3M6 15h20',
  },
  {
    title: '直播路演',
    text: '项目直播与回放，随时随地看路演',
    icon: 'M5 8h16v16H5zM21 13l6-3v12l-6-3',
  },
  {
    title: '商机对接',
    text: '发布与对接商机，服务秘书全程跟进',
    icon: 'M5 26h22M7 21l6-7 5 4 8-9M21 9h5v5',
  },
] as const;

/** The app's three strengths, each with a line icon. */
export function DownloadFeatures() {
  return (
    <ul className="bc-download__features">
      {FEATURES.map((feature) => (
        <li className="bc-download__feature" key={feature.title}>
          <svg
            className="bc-download__icon"
            viewBox="0 0 32 32"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d={feature.icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="bc-download__feature-text">
            <strong>{feature.title}</strong>
            <span>{feature.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
