import type { ApiCall } from '../../api/client.ts';
import { describe, expect, test } from 'vitest';
import type { Envelope } from '../../lib/wire.ts';
import { HEAD_BYTES, readHead, sniffImage } from './image-sniff.ts';
import { createImageUploader, UploadError } from './oss-upload.ts';
import { extensionOf, storedName } from './stored-name.ts';
import { UploadAborted, type TransportAnswer, type UploadTransport } from './xhr-transport.ts';

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPG = bytes(0xff, 0xd8, 0xff, 0xe0);

describe('R5.13 image check by first bytes', () => {
  test.each([
    ['jpg', JPG, 'jpg'],
    ['png', PNG, 'png'],
    ['gif87a', bytes(0x47, 0x49, 0x46, 0x38, 0x37, 0x61), 'gif'],
    ['gif89a', bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61), 'gif'],
    ['webp', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50), 'webp'],
    ['bmp', bytes(0x42, 0x4d, 0x36), 'bmp'],
    [
      'RIFF but WAVE (audio)',
      bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45),
      undefined,
    ],
    ['gif with a bad version', bytes(0x47, 0x49, 0x46, 0x38, 0x38, 0x61), undefined],
    ['pdf', bytes(0x25, 0x50, 0x44, 0x46), undefined],
    ['text', new TextEncoder().encode('hello.png'), undefined],
    ['empty', new Uint8Array(), undefined],
  ])('%s → %s', (_case, head, kind) => {
    expect(sniffImage(head)).toBe(kind);
  });

  test('reads chunks of 512 bytes, not the whole file', async () => {
    const head = await readHead(new Blob([new Uint8Array(5000)]));
    expect(head.length).toBe(HEAD_BYTES);
  });
});

describe('R5.13 stored name: timestamp plus original extension under a fixed folder', () => {
  test.each([
    ['card.JPG', 'user/', '', 'user/h5/images/1700000000000.jpg'],
    ['名片.png', 'user', '', 'user/h5/images/1700000000000.png'],
    ['screenshot', '', 'webp', 'h5/images/1700000000000.webp'],
    ['a.b.gif', '', 'gif', 'h5/images/1700000000000.gif'],
  ])('%s in %j', (name, dir, fallback, key) => {
    expect(storedName(name, 1_700_000_000_000, dir, fallback)).toBe(key);
  });

  test.each([
    ['photo.jpeg', '.jpeg'],
    ['noext', ''],
    ['weird.', ''],
  ])('extension of %s', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });
});

function setup(tokens: Envelope[], answers: (TransportAnswer | Error)[], now = 1_700_000_000_000) {
  const tokenCalls: string[] = [];
  const posts: { url: string; fields: Record<string, string> }[] = [];
  const api: { call: ApiCall } = {
    call: <Data>(name: string) => {
      tokenCalls.push(name);
      return Promise.resolve((tokens.shift() ?? { code: 500, data: null }) as Envelope<Data>);
    },
  };
  const transport: UploadTransport = {
    post(url, form, { onProgress }) {
      const fields: Record<string, string> = {};
      form.forEach(
        (value, key) => (fields[key] = typeof value === 'string' ? value : `file:${value.name}`),
      );
      posts.push({ url, fields });
      onProgress?.(1);
      const answer = answers.shift() ?? { status: 200, body: '' };
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
  return { upload: createImageUploader({ api, transport, now: () => now }), tokenCalls, posts };
}

const token = (expire: number, signature = 'sig'): Envelope => ({
  code: 1,
  data: {
    host: 'https://bucket.example',
    dir: 'user/',
    policy: 'pol',
    signature,
    accessKeyId: 'ak',
    expire,
  },
});
const png = new File([PNG], '名片.PNG', { type: 'image/png' });

describe('signed upload', () => {
  test('posts key, policy, OSSAccessKeyId, signature and the file to the token host', async () => {
    const { upload, posts } = setup([token(1_800_000_000)], [{ status: 200, body: '' }]);
    await expect(upload(png)).resolves.toEqual({
      url: 'https://bucket.example/user/h5/images/1700000000000.png',
      key: 'user/h5/images/1700000000000.png',
    });
    expect(posts).toEqual([
      {
        url: 'https://bucket.example',
        fields: {
          key: 'user/h5/images/1700000000000.png',
          policy: 'pol',
          OSSAccessKeyId: 'ak',
          signature: 'sig',
          success_action_status: '200',
          file: 'file:名片.PNG',
        },
      },
    ]);
  });

  test('the local gateway answer {url} in an envelope gives the address', async () => {
    const { upload } = setup(
      [token(1_800_000_000)],
      [{ status: 200, body: JSON.stringify({ code: 1, data: { url: '/storage/uploads/x.png' } }) }],
    );
    await expect(upload(png)).resolves.toMatchObject({ url: '/storage/uploads/x.png' });
  });

  test('R5.13 a file that is not an image (whatever its name) is refused before any call', async () => {
    const { upload, tokenCalls } = setup([token(1_800_000_000)], []);
    await expect(upload(new File(['%PDF-1.4'], 'fake.png', { type: 'image/png' }))).rejects.toEqual(
      new UploadError('notImage', 'image/png'),
    );
    expect(tokenCalls).toEqual([]);
  });

  test('the token is reused while valid; an expired one is fetched again', async () => {
    const { upload, tokenCalls } = setup([token(1_700_000_100), token(1_700_000_000)], []);
    await upload(png);
    await upload(png);
    expect(tokenCalls).toEqual(['ossGetToken']);
    const expired = setup([token(1_699_999_999), token(1_800_000_000)], []);
    await expired.upload(png);
    await expired.upload(png);
    expect(expired.tokenCalls).toEqual(['ossGetToken', 'ossGetToken']);
  });

  test('storage refusing the token (403) fetches a new one once and retries', async () => {
    const { upload, posts, tokenCalls } = setup(
      [token(1_800_000_000, 'old'), token(1_800_000_000, 'new')],
      [
        { status: 403, body: '<Error>' },
        { status: 200, body: '' },
      ],
    );
    await expect(upload(png)).resolves.toMatchObject({ key: 'user/h5/images/1700000000000.png' });
    expect(tokenCalls).toEqual(['ossGetToken', 'ossGetToken']);
    expect(posts.map((post) => post.fields.signature)).toEqual(['old', 'new']);
  });

  test.each<[string, Envelope[], (TransportAnswer | Error)[], string]>([
    [
      'two refusals in a row',
      [token(1_800_000_000), token(1_800_000_000)],
      [
        { status: 403, body: '' },
        { status: 403, body: '' },
      ],
      'storage',
    ],
    ['a server error', [token(1_800_000_000)], [{ status: 500, body: '' }], 'storage'],
    [
      'an envelope with a failure code',
      [token(1_800_000_000)],
      [{ status: 200, body: '{"code":500,"data":null,"message":"磁盘已满"}' }],
      'storage',
    ],
    ['a network error', [token(1_800_000_000)], [new Error('offline')], 'storage'],
    ['cancelled by the person', [token(1_800_000_000)], [new UploadAborted()], 'cancelled'],
    ['no token', [{ code: 20001, data: null, message: '请登录' }], [], 'token'],
  ])(
    'R8.15 upload failure (%s) rejects with an UploadError',
    async (_case, tokens, answers, reason) => {
      const { upload } = setup(tokens, answers);
      await expect(upload(png)).rejects.toMatchObject({ name: 'UploadError', reason });
    },
  );
});
