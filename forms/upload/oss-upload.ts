import type { ApiCall } from '../../api/client.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { readHead, sniffImage } from './image-sniff.ts';
import { storedName } from './stored-name.ts';
import { UploadAborted, type UploadTransport } from './xhr-transport.ts';

/** The signed-upload token of `oss/getToken` (expire in seconds or milliseconds since the epoch). */
export interface OssToken {
  host: string;
  dir?: string;
  policy: string;
  signature: string;
  accessKeyId: string;
  expire?: number | string;
}

/** Why an upload failed: not an image, no token, the storage refused it, or the person cancelled. */
export class UploadError extends Error {
  constructor(
    readonly reason: 'notImage' | 'token' | 'storage' | 'cancelled',
    detail?: string,
  ) {
    super(detail ? `upload failed (${reason}): ${detail}` : `upload failed (${reason})`);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function expiresAt(token: OssToken): number {
  const value = Number(token.expire);
  if (!Number.isFinite(value) || value <= 0) return Number.POSITIVE_INFINITY;
  return value < 1e12 ? value * 1000 : value;
}

function isToken(data: unknown): data is OssToken {
  const fields = data as Partial<Record<keyof OssToken, unknown>> | null;
  return (
    typeof fields?.host === 'string' &&
    typeof fields.policy === 'string' &&
    typeof fields.signature === 'string' &&
    typeof fields.accessKeyId === 'string'
  );
}

function uploadedUrl(token: OssToken, key: string, body: string): string {
  let answer: { code?: unknown; data?: { url?: unknown } | null; message?: unknown } | undefined;
  try {
    answer = JSON.parse(body) as typeof answer;
  } catch {
    // Object storage answers an empty body: the address is the host plus the key.
  }
  if (typeof answer?.code !== 'number') return `${token.host.replace(/\/+$/, '')}/${key}`;
  if (answer.code === SUCCESS_CODE && typeof answer.data?.url === 'string') return answer.data.url;
  throw new UploadError(
    'storage',
    typeof answer.message === 'string' ? answer.message : `code ${answer.code}`,
  );
}

/** Uploads one image file; rejects with an UploadError. */
export type ImageUploader = (
  file: File,
  options?: UploadOptions,
) => Promise<{ url: string; key: string }>;

/**
 * R5.13, R8.15: checks the first 512 bytes for an image, names it timestamp + extension under the
 * fixed folder, and posts it straight to object storage with the `oss/getToken` signature (a signed
 * form POST, no storage SDK). A token that has expired, or that storage refuses with 403, is fetched
 * again once.
 */
export function createImageUploader({
  api,
  transport,
  now = Date.now,
}: {
  api: { call: ApiCall };
  transport: UploadTransport;
  now?: () => number;
}): ImageUploader {
  let cached: OssToken | undefined;
  const token = async (fresh: boolean): Promise<OssToken> => {
    if (!fresh && cached && expiresAt(cached) > now() + 5000) return cached;
    const answer = await api.call('ossGetToken').catch(() => undefined);
    if (answer?.code !== SUCCESS_CODE || !isToken(answer.data))
      throw new UploadError('token', answer?.message);
    cached = answer.data;
    return cached;
  };

  return async function upload(file, options = {}) {
    const kind = sniffImage(await readHead(file));
    if (!kind) throw new UploadError('notImage', file.type);
    const attempt = async (fresh: boolean) => {
      const signed = await token(fresh);
      const key = storedName(file.name, now(), signed.dir ?? '', kind);
      const form = new FormData();
      form.append('key', key);
      form.append('policy', signed.policy);
      form.append('OSSAccessKeyId', signed.accessKeyId);
      form.append('signature', signed.signature);
      form.append('success_action_status', '200');
      form.append('file', file);
      const answer = await transport.post(signed.host, form, options).catch((error: unknown) => {
        throw error instanceof UploadAborted
          ? new UploadError('cancelled')
          : new UploadError('storage', String(error));
      });
      return { answer, key, signed };
    };
    let { answer, key, signed } = await attempt(false);
    if (answer.status === 403) ({ answer, key, signed } = await attempt(true));
    if (answer.status < 200 || answer.status >= 300)
      throw new UploadError('storage', `HTTP ${answer.status}`);
    return { url: uploadedUrl(signed, key, answer.body), key };
  };
}
