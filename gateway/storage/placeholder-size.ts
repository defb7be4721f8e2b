/** Width and height of a placeholder picture, in design pixels (750 wide design). */
export interface PictureSize {
  width: number;
  height: number;
}

/** First matching rule wins; the last one is the default 4:3 cover. */
const RULES: readonly { test: RegExp; size: PictureSize }[] = [
  { test: /(^|\/)(bg|background)[/_-]|(^|[/_-])bg\.\w+$/i, size: { width: 750, height: 1334 } },
  { test: /head|banner|poster|meeting/i, size: { width: 750, height: 400 } },
  { test: /share|icon|logo|avatar|qrcode|audio\//i, size: { width: 200, height: 200 } },
  { test: /entry|button|btn/i, size: { width: 375, height: 200 } },
  { test: /video\//i, size: { width: 640, height: 360 } },
  { test: /.*/, size: { width: 400, height: 300 } },
];

/** A sensible size for the picture an address names: banners wide, icons square, covers 4:3. */
export function placeholderSize(path: string): PictureSize {
  return RULES.find((rule) => rule.test.test(path))?.size ?? { width: 400, height: 300 };
}
