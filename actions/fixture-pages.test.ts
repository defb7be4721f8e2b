import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildPage } from '../runtime/build-page.ts';
import { JUMP_TYPE } from '../lib/jump-type.ts';
import { STAY_CONSULT } from '../lib/stay-consult.ts';
import { HOSTS } from '../platform/host.ts';
import type { Effect } from './effects.ts';
import { resolve } from './resolve.ts';
import { testContext } from './test-context.ts';

const folder = join(import.meta.dirname, '../fixtures/pages');

/** Every picture of every recorded page, with its page and module. */
const taps = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => {
    const answer = JSON.parse(readFileSync(join(folder, name), 'utf8')) as { data: unknown };
    const page = buildPage(answer.data, name.replace('.json', ''));
    return page.entries.flatMap((entry) => {
      if (!entry.ok || entry.module.kind !== 'imageGroup') return [];
      const { id, data } = entry.module;
      return data.pics.map((pic, index) => ({
        label: `page ${page.id} module ${id} picture ${index + 1} (jumpType ${pic.jumpType ?? 0})`,
        page,
        moduleId: id,
        pic,
        stayConsult: data.stayConsult ?? 0,
      }));
    });
  });

const rows = taps.flatMap((tap) => HOSTS.map((host) => [tap.label, host, tap] as const));

describe('every picture of the recorded pages', () => {
  test('the fixtures hold pictures to tap', () => {
    expect(taps.length).toBeGreaterThanOrEqual(5);
  });

  test.each(rows)('R4.04 %s in %s does something the table allows', (_label, host, tap) => {
    const context = testContext(host, false, {
      page: {
        pageId: tap.page.id,
        ...(tap.page.activeId ? { activeId: tap.page.activeId } : {}),
        pageName: tap.page.name,
      },
    });
    const effects = resolve(
      { kind: 'imageTap', moduleId: tap.moduleId, pic: tap.pic, stayConsult: tap.stayConsult },
      context,
    );
    const kinds = effects.map((effect: Effect) => effect.type);
    expect(kinds).not.toContain('refused');
    expect(kinds).not.toContain('ignored');
    const consult = [STAY_CONSULT.consult, STAY_CONSULT.alsoConsult].some(
      (value) => value === tap.stayConsult,
    );
    expect(kinds.slice(0, consult ? 2 : 0)).toEqual(consult ? ['login', 'commitStayConsult'] : []);
    expect(kinds.length > (consult ? 2 : 0)).toBe(
      (tap.pic.jumpType ?? JUMP_TYPE.nothing) !== JUMP_TYPE.nothing,
    );
  });
});
