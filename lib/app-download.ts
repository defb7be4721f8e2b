/**
 * The app's download address with the visit's channel carried (spec §2: the download page carries
 * utm_source along), so the store or the provider's download page can tell where the visitor came from.
 */
export function appDownloadAddress(downloadUrl: string, utmSource: string | undefined): string {
  if (!utmSource) return downloadUrl;
  const [beforeHash = '', hash] = downloadUrl.split('#', 2);
  const separator = beforeHash.includes('?') ? '&' : '?';
  const carried = `${beforeHash}${separator}${new URLSearchParams({ utm_source: utmSource })}`;
  return hash === undefined ? carried : `${carried}#${hash}`;
}
