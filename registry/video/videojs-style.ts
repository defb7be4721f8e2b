/**
 * video.js's stylesheet, with its icon font served as a file of this site: the stylesheet inlines
 * the font as a `data:` address, which the pages' Content Security Policy (fonts from 'self' only)
 * refuses, so the icons would be blank and the console would say so. Loaded with video.js only.
 */
export async function loadVideoJsStyle(): Promise<void> {
  const [{ default: css }, { default: font }] = await Promise.all([
    import('video.js/dist/video-js.css?inline'),
    import('video.js/dist/font/VideoJS.woff?url'),
  ]);
  if (document.getElementById('bc-videojs-style')) return;
  const style = document.createElement('style');
  style.id = 'bc-videojs-style';
  style.textContent = css.replace(/url\(data:application\/font-woff[^)]*\)/, `url(${font})`);
  document.head.appendChild(style);
}
