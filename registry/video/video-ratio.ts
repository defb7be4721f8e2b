/**
 * Width / height of a video when its config gives both (its frame keeps the video's shape), else
 * undefined (the player's 16:9). The video module and the short video read it the same way.
 */
export function videoRatio({
  width,
  height,
}: {
  width?: number | undefined;
  height?: number | undefined;
}): number | undefined {
  return width && height && width > 0 && height > 0 ? width / height : undefined;
}
