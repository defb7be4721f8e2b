import type { SharePayload } from './share.ts';

/** R9.18: share images live under the app base path: share_logo.png, or share_img/{name}.jpg. */
export function shareImageUrl(appBase: string, name?: string): string {
  const base = appBase.endsWith('/') ? appBase : `${appBase}/`;
  return name === undefined || name === ''
    ? `${base}share_logo.png`
    : `${base}share_img/${encodeURIComponent(name)}.jpg`;
}

/** The share payload of a page's share option, or undefined when its title is missing (R8.11). */
export function sharePayloadFrom(
  option: { shareTitle?: string; shareDesc?: string; shareIcon?: string } | undefined,
  link: string,
  image: string,
): SharePayload | undefined {
  const title = option?.shareTitle?.trim();
  if (!title) return undefined;
  return { title, desc: option?.shareDesc?.trim() ?? '', image, link };
}
