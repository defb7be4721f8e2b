// The benchmark's generated page: a `page/v2/find` answer of 200 modules, made from the recorded
// module fixtures (fixtures/modules/<type>/*.json) taken in a fixed order and repeated, each with its
// own id, configs sent as JSON strings as the wire sends them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Page id of the generated page (numeric, like the CMS's ids). */
export const BIG_PAGE_ID = '9200';

/**
 * Every recorded module fixture, sorted by type folder and file name so the page is reproducible;
 * `empty.json` last in its folder, so the page opens with modules that show something.
 */
function moduleFixtures() {
  const folder = join(root, 'fixtures/modules');
  const order = (file) => (file === 'empty.json' ? 1 : 0);
  return readdirSync(folder)
    .sort()
    .flatMap((type) =>
      readdirSync(join(folder, type))
        .filter((file) => file.endsWith('.json'))
        .sort((a, b) => order(a) - order(b) || (a < b ? -1 : 1))
        .map((file) => JSON.parse(readFileSync(join(folder, type, file), 'utf8')))
        // live/detail-*.json are recorded answers of the live-detail call, not modules.
        .filter((fixture) => fixture.subModuleType !== undefined),
    );
}

/** The sign-up form's module type: a real page carries one or two. */
const SIGN_UP_FORM = 8;

/**
 * The `data` of a page of `count` modules: the fixtures interleaved by type (one of each type in
 * turn), so every stretch of the page mixes module kinds as real pages do; at most `forms` of them
 * sign-up forms (every tenth module by default).
 */
export function bigPageData(count = 200, pageId = BIG_PAGE_ID, { forms = count } = {}) {
  const fixtures = moduleFixtures();
  const byType = new Map();
  for (const fixture of fixtures) {
    // Some fixtures send the type as a numeric string, as some recorders do.
    const type = Number(fixture.subModuleType);
    const list = byType.get(type) ?? [];
    list.push(fixture);
    byType.set(type, list);
  }
  const types = [...byType.keys()].sort((a, b) => a - b);
  const moduleSubs = [];
  let formsLeft = forms;
  for (let index = 0; moduleSubs.length < count; index += 1) {
    const type = types[index % types.length];
    const list = byType.get(type);
    const fixture = list[Math.floor(index / types.length) % list.length];
    if (type === SIGN_UP_FORM) {
      if (formsLeft === 0) continue;
      formsLeft -= 1;
    }
    moduleSubs.push({
      ...fixture,
      id: moduleSubs.length + 1,
      moduleBackgroundImg: fixture.moduleBackgroundImg ?? '',
      subModuleJson:
        typeof fixture.subModuleJson === 'string'
          ? fixture.subModuleJson
          : JSON.stringify(fixture.subModuleJson),
    });
  }
  return {
    id: Number(pageId),
    pageName: `基准页：${count} 个模块`,
    backgroundJson: JSON.stringify({ commonBackgroundColor: '#f5f5f5' }),
    moduleSubs,
  };
}

/** Page id of the 1,000-module page (one sign-up form) the end-to-end suite's long-task test opens. */
export const HUGE_PAGE_ID = '9210';

/**
 * Writes `<dir>/<pageId>.json` for a generated page of `count` modules: the answer the gateway
 * serves for it through `--pages dir`.
 */
export function writeBigPage(dir, count = 200, pageId = BIG_PAGE_ID, options = {}) {
  const answer = { code: 1, message: 'success', data: bigPageData(count, pageId, options) };
  writeFileSync(join(dir, `${pageId}.json`), JSON.stringify(answer));
}
