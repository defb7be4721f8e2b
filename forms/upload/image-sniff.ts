/** R5.13: how many bytes of a file are read to tell an image by its content. */
export const HEAD_BYTES = 512;

export type ImageKind = 'jpg' | 'png' | 'gif' | 'webp' | 'bmp';

const SIGNATURES: { kind: ImageKind; at: number; bytes: number[] }[] = [
  { kind: 'jpg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'gif', at: 0, bytes: [0x47, 0x49, 0x46, 0x38] },
  { kind: 'bmp', at: 0, bytes: [0x42, 0x4d] },
];

const matches = (head: Uint8Array, at: number, bytes: number[]) =>
  bytes.every((byte, index) => head[at + index] === byte);

/** The image kind a file's first bytes show (magic numbers), or undefined when they show no image. */
export function sniffImage(head: Uint8Array): ImageKind | undefined {
  if (matches(head, 0, [0x52, 0x49, 0x46, 0x46]) && matches(head, 8, [0x57, 0x45, 0x42, 0x50]))
    return 'webp';
  const gifVersion = head[4] === 0x37 || head[4] === 0x39;
  return SIGNATURES.find(
    ({ kind, at, bytes }) =>
      matches(head, at, bytes) && (kind !== 'gif' || (gifVersion && head[5] === 0x61)),
  )?.kind;
}

/** Reads the first 512 bytes of a file (R5.13), not the whole file. */
export async function readHead(file: Blob, size: number = HEAD_BYTES): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, size).arrayBuffer());
}
