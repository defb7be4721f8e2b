import { BodyError } from './read-body.ts';

/** One part of a multipart/form-data body. */
export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

function boundaryOf(contentType: string | undefined): string {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new BodyError(400, '请求体应为 multipart/form-data');
  return boundary.trim();
}

function parsePart(chunk: Buffer): FormPart | undefined {
  const split = chunk.indexOf('\r\n\r\n');
  if (split < 0) return undefined;
  const head = chunk.subarray(0, split).toString('utf8');
  const name = /name="([^"]*)"/i.exec(head)?.[1];
  if (name === undefined) return undefined;
  const filename = /filename="([^"]*)"/i.exec(head)?.[1];
  const contentType = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim();
  return {
    name,
    ...(filename === undefined ? {} : { filename }),
    ...(contentType === undefined ? {} : { contentType }),
    data: chunk.subarray(split + 4),
  };
}

/** Splits a multipart/form-data body into its parts. */
export function parseMultipart(raw: Buffer, contentType: string | undefined): FormPart[] {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  const parts: FormPart[] = [];
  let start = raw.indexOf(delimiter);
  while (start >= 0) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    // Each part sits between "\r\n" after one delimiter and "\r\n" before the next.
    const part = parsePart(raw.subarray(start + delimiter.length + 2, next - 2));
    if (part) parts.push(part);
    start = next;
  }
  return parts;
}
