const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;
const SOURCE = /\ssrc="([^"]*)"/i;

/**
 * The preload of the page's largest first image: the first picture the render marked
 * `fetchpriority="high"` (the first module's). Its address is copied as rendered (already escaped
 * for an attribute), so the preload and the picture are one request.
 */
export function heroPreload(html: string): string {
  const image = PRIORITY_IMAGE.exec(html)?.[0];
  const source = image ? SOURCE.exec(image)?.[1] : undefined;
  return source ? `<link rel="preload" as="image" href="${source}" fetchpriority="high">` : '';
}
