import type { IncomingMessage } from 'node:http';

/** Thrown when a request body is too large or cannot be read as the call expects. */
export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the whole body, refusing more than `limit` bytes. */
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyError(413, `请求体过大（上限 ${limit} 字节）`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON body; an empty body is `{}`. */
export function parseJsonBody(raw: Buffer): unknown {
  const text = raw.toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BodyError(400, `请求体不是合法的 JSON: ${(error as Error).message}`);
  }
}
