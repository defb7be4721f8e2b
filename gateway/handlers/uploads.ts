import { createHmac } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chinaDay } from '../china-time.ts';
import type { GatewayContext } from '../context.ts';
import { fail, ok, type Answer, type CallRequest } from '../answer.ts';
import { field } from '../json.ts';
import type { Route } from '../route.ts';

/** Upload keys live under this folder; it is served back under /storage/uploads/. */
export const UPLOAD_PREFIX = 'uploads/';
const KEY_PATTERN = /^uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const POLICY_LIFETIME_S = 30 * 60;
const LOCAL_SECRET = 'bosscloud-local-gateway';

function getToken(_call: CallRequest, context: GatewayContext): Answer {
  const dir = `${UPLOAD_PREFIX}${chinaDay(context.now())}/`;
  const expire = Math.floor(context.now() / 1000) + POLICY_LIFETIME_S;
  const policy = Buffer.from(
    JSON.stringify({
      expiration: new Date(expire * 1000).toISOString(),
      conditions: [['starts-with', '$key', dir]],
    }),
  ).toString('base64');
  const signature = createHmac('sha1', LOCAL_SECRET).update(policy).digest('base64');
  return ok({ host: '/api/oss/upload', dir, policy, signature, accessKeyId: 'local', expire });
}

/**
 * The object-storage host's form POST (what `oss/getToken`'s policy is for): not a gateway call, so
 * it has no row in the endpoint table; the gateway serves it under `/api/oss/upload`.
 */
export async function receiveUpload(call: CallRequest, context: GatewayContext): Promise<Answer> {
  const keyField = field(call.body, 'key');
  const key = typeof keyField === 'string' ? keyField.trim() : '';
  const file = field(call.body, 'file');
  if (!KEY_PATTERN.test(key)) return fail(400, `上传的 key 不合法: ${key}`, 400);
  if (!(file instanceof File)) return fail(400, '缺少上传文件 file', 400);
  const data = Buffer.from(await file.arrayBuffer());
  const target = join(context.dataDir, key);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, data);
  context.db
    .prepare(
      `INSERT INTO uploads (key, original_name, content_type, size, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET original_name = excluded.original_name, content_type = excluded.content_type,
         size = excluded.size, created_at = excluded.created_at`,
    )
    .run(
      key,
      file.name || null,
      file.type || 'application/octet-stream',
      data.length,
      context.now(),
    );
  return ok({ url: key });
}

/** Object-storage calls: a local upload policy (the upload itself is `receiveUpload`). */
export const uploadRoutes: Route[] = [{ name: 'ossGetToken', handle: getToken }];
