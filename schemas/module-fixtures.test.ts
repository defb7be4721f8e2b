import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildEntry } from '../runtime/build-page.ts';
import { validate } from './validate.ts';

const MODULES = join(import.meta.dirname, '..', 'fixtures', 'modules');
const recorded = readdirSync(MODULES).flatMap((folder) =>
  readdirSync(join(MODULES, folder))
    .filter((file) => file.endsWith('.json') && !file.startsWith('detail-'))
    .map(
      (file) =>
        [
          `${folder}/${file}`,
          JSON.parse(readFileSync(join(MODULES, folder, file), 'utf8')) as Record<string, unknown>,
        ] as const,
    ),
);
const liveDetails = readdirSync(join(MODULES, 'live'))
  .filter((file) => file.startsWith('detail-'))
  .map(
    (file) =>
      [
        file,
        JSON.parse(readFileSync(join(MODULES, 'live', file), 'utf8')) as { data: unknown },
      ] as const,
  );

/** A recorded entry as the wire sends it: the config is a string holding JSON. */
const onTheWire = (entry: Record<string, unknown>) => ({
  ...entry,
  subModuleJson:
    typeof entry['subModuleJson'] === 'string'
      ? entry['subModuleJson']
      : JSON.stringify(entry['subModuleJson']),
});

describe('every recorded module fixture is valid for its type', () => {
  test.each(recorded)('%s', (_name, entry) => {
    const built = buildEntry(onTheWire(entry));
    expect(built.ok ? built.module.type : built.diagnostic).toBe(Number(entry['subModuleType']));
  });

  test.each(liveDetails)('roomLive/detail answer %s is a live item', (_name, answer) => {
    expect(validate('liveItem', answer.data).ok).toBe(true);
  });
});

describe('invalid configs are refused with the path that is wrong', () => {
  test.each([
    ['imageGroup', { picWidth: 750 }, '', 'required'],
    ['imageGroup', { pics: [{ jumpType: 2 }] }, '/pics/0', 'required'],
    ['imageGroup', { pics: [{ imgUrl: 'a.jpg', jumpType: 'two' }] }, '/pics/0/jumpType', 'type'],
    ['video', { title: '没有地址' }, '', 'required'],
    ['video', { videoUrl: 'a.mp4', autoplay: 2 }, '/autoplay', 'enum'],
    ['video', { videoUrl: 'a.mp4', width: '宽屏' }, '/width', 'type'],
    ['article', { layout: 5, list: [] }, '/layout', 'maximum'],
    ['article', { list: [{ title: '没有 id' }] }, '/list/0', 'required'],
    ['articleTopic', { list: {} }, '/list', 'type'],
    ['project', { layout: 0, list: [] }, '/layout', 'minimum'],
    [
      'project',
      { list: [{ id: 1, intentionNumTotal: '很多' }] },
      '/list/0/intentionNumTotal',
      'type',
    ],
    ['business', { list: [{ title: '没有项目' }] }, '/list/0', 'required'],
    ['live', { list: 'x' }, '/list', 'type'],
    ['signUpForm', { fieldList: [{ realName: '没有键' }] }, '/fieldList/0', 'required'],
    [
      'signUpForm',
      { fieldList: [{ fieldName: 'a', isRequired: 2 }] },
      '/fieldList/0/isRequired',
      'enum',
    ],
    ['goods', 'not an object', '', 'type'],
    ['audio', { radioUrl: ['a.mp3'] }, '/radioUrl', 'type'],
    ['extendedField', { type: 4, value: [] }, '/type', 'enum'],
    ['product', { productName: '没有 id' }, '', 'required'],
  ] as const)('%s %j', (name, config, instancePath, keyword) => {
    const result = validate(name, config);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issue.instancePath).toBe(instancePath);
      expect(result.issue.schemaPath.endsWith(`/${keyword}`)).toBe(true);
    }
  });
});
