import { createHash } from 'node:crypto';
import { placeholderSize } from './placeholder-size.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A placeholder picture for a storage address: a gradient whose colours come from a hash of the
 * path (the same address always looks the same) with the file name as a small label.
 */
export function placeholderSvg(path: string): string {
  const { width, height } = placeholderSize(path);
  const hash = createHash('sha1').update(path).digest();
  const hue = Math.round(((hash[0] ?? 0) / 256) * 360);
  const shift = 40 + ((hash[1] ?? 0) % 80);
  const angle = (hash[2] ?? 0) % 2 === 0 ? 'x2="1" y2="1"' : 'x2="1" y2="0"';
  const label = escapeXml(path.split('/').pop() ?? path);
  const font = Math.max(12, Math.round(Math.min(width, height) / 14));
  const radius = Math.round(Math.min(width, height) * 0.32);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" ${angle}>`,
    `<stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(hue + shift) % 360} 65% 45%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${Math.round(width * 0.82)}" cy="${Math.round(height * 0.22)}" r="${radius}" fill="#fff" fill-opacity=".12"/>`,
    `<circle cx="${Math.round(width * 0.12)}" cy="${Math.round(height * 0.9)}" r="${Math.round(radius * 0.7)}" fill="#fff" fill-opacity=".1"/>`,
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${font}" fill="#fff" fill-opacity=".92">${label}</text>`,
    `<text x="50%" y="${Math.round(height / 2 + font * 1.4)}" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(font * 0.7)}" fill="#fff" fill-opacity=".7">${width}×${height}</text>`,
    '</svg>',
  ].join('');
}
