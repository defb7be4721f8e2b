import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

// The parts table of DESIGN.md is enforced by lint: these fixture sources, linted as if they stood
// in the named folder, show that a forbidden import fails and an allowed one passes.
const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(root, filePath) });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'boundaries/dependencies' ||
        message.ruleId === '@typescript-eslint/no-restricted-imports',
    )
    .map((message) => message.message);
}

describe('lint enforces the parts table', () => {
  test.each([
    [
      'ui/ may not import actions/',
      'ui/lint-fixture.ts',
      "import { resolve } from '../actions/resolve.ts';\nexport const x = resolve;\n",
    ],
    [
      'ui/ may not import platform/',
      'ui/lint-fixture.ts',
      "import { detectHost } from '../platform/host.ts';\nexport const x = detectHost;\n",
    ],
    [
      'platform/ may not import ui/',
      'platform/lint-fixture.ts',
      "import { showToast } from '../ui/toast.ts';\nexport const x = showToast;\n",
    ],
    [
      'lib/ may not import api/',
      'lib/lint-fixture.ts',
      "import { ENDPOINTS } from '../api/endpoints.ts';\nexport const x = ENDPOINTS;\n",
    ],
    [
      'schemas/ may not import runtime/',
      'schemas/lint-fixture.ts',
      "import { buildPage } from '../runtime/build-page.ts';\nexport const x = buildPage;\n",
    ],
    [
      'actions/ may not import registry/',
      'actions/lint-fixture.ts',
      "import { registry } from '../registry/index.ts';\nexport const x = registry;\n",
    ],
    [
      'platform/ may use api/ values from the client only',
      'platform/lint-fixture.ts',
      "import { ENDPOINTS } from '../api/endpoints.ts';\nexport const x = ENDPOINTS;\n",
    ],
    [
      'runtime/ reaches the registry through its index only',
      'runtime/lint-fixture.ts',
      "import { ImageGroup } from '../registry/image-group/index.ts';\nexport const x = ImageGroup;\n",
    ],
  ])('%s', async (_name, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).not.toEqual([]);
  });

  test.each([
    [
      'registry/ may import actions/',
      'registry/lint-fixture.ts',
      "import { resolve } from '../actions/resolve.ts';\nexport const x = resolve;\n",
    ],
    [
      'platform/ may import the api client',
      'platform/lint-fixture.ts',
      "import { TOKEN_STORAGE_KEY } from '../api/client.ts';\nexport const x = TOKEN_STORAGE_KEY;\n",
    ],
    [
      'actions/ may import schema types',
      'actions/lint-fixture.ts',
      "import type { Pic } from '../schemas/index.ts';\nexport type X = Pic;\n",
    ],
    [
      'app/ may import anything above it',
      'app/lint-fixture.ts',
      "import { registry } from '../registry/index.ts';\nexport const x = registry;\n",
    ],
  ])('%s', async (_name, filePath, source) => {
    expect(await boundaryErrors(filePath, source)).toEqual([]);
  });

  test('actions/ may not import schema values', async () => {
    const source = "import { validate } from '../schemas/index.ts';\nexport const x = validate;\n";
    expect(await boundaryErrors('actions/lint-fixture.ts', source)).not.toEqual([]);
  });
});
