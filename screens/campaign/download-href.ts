/** The download page from a mechanic's prize popup, carrying the visit's channel (`utm_source`). */
export function downloadHref(utmSource: string | undefined): string {
  return utmSource ? `download.html?utm_source=${encodeURIComponent(utmSource)}` : 'download.html';
}
