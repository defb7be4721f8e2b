/** R5.13: the fixed folder uploads are stored under (inside the token's directory). */
export const UPLOAD_FOLDER = 'h5/images/';

/** The original name's extension with its dot, lower-cased ('' when there is none). */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  return match?.[1] ? `.${match[1].toLowerCase()}` : '';
}

/**
 * R5.13: the object key of an upload: the token's directory, the fixed folder, then a timestamp plus
 * the original extension (the sniffed kind's when the name has none).
 */
export function storedName(
  originalName: string,
  now: number,
  directory = '',
  fallbackExtension = '',
): string {
  const dir = directory && !directory.endsWith('/') ? `${directory}/` : directory;
  return `${dir}${UPLOAD_FOLDER}${now}${extensionOf(originalName) || (fallbackExtension ? `.${fallbackExtension}` : '')}`;
}
