import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { transform, type Animation, type Declaration } from 'lightningcss';
import { describe, expect, test } from 'vitest';

// An animation that never ends and changes anything but transform or opacity makes the browser
// restyle and repaint on the main thread every frame, for as long as it runs: on a slow phone a long
// task per frame while pictures arrive (a background-position shimmer on every loading picture was
// most of page 1001's long tasks). Transform and opacity animate on the compositor.

const root = resolve(import.meta.dirname, '..');
const SOURCES = ['app', 'forms', 'registry', 'runtime', 'screens', 'ui'];
const COMPOSITED = new Set(['transform', 'opacity']);

function cssFiles(): string[] {
  return SOURCES.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.css'))
      .map((name) => join(root, folder, name)),
  );
}

interface Found {
  /** Names of the animations that repeat forever. */
  endless: Set<string>;
  /** Each keyframes rule's name and the properties its frames set. */
  keyframes: Map<string, Set<string>>;
}

/** Reads a stylesheet's endless animations and its keyframes through lightningcss's visitor. */
function read(file: string, found: Found): void {
  const endless = (animation: Animation) => {
    if (animation.iterationCount.type === 'infinite' && animation.name.type !== 'none')
      found.endless.add(animation.name.value);
  };
  transform({
    filename: relative(root, file),
    code: readFileSync(file),
    visitor: {
      Declaration(declaration: Declaration) {
        if (declaration.property === 'animation') declaration.value.forEach(endless);
      },
      Rule: {
        keyframes(rule) {
          const properties = found.keyframes.get(rule.value.name.value) ?? new Set<string>();
          for (const frame of rule.value.keyframes)
            for (const declaration of frame.declarations.declarations ?? [])
              properties.add(declaration.property);
          found.keyframes.set(rule.value.name.value, properties);
        },
      },
    },
  });
}

describe('endless animations run on the compositor', () => {
  const found: Found = { endless: new Set(), keyframes: new Map() };
  for (const file of cssFiles()) read(file, found);

  test('the stylesheets were read: the shimmers and spinners are among the endless ones', () => {
    expect([...found.endless]).toEqual(
      expect.arrayContaining(['bc-picture-shimmer', 'bc-skeleton-shimmer', 'bc-status-spin']),
    );
  });

  test.each([...found.endless].sort())('%s changes only transform and opacity', (name) => {
    const properties = found.keyframes.get(name);
    expect(properties, `@keyframes ${name} is defined`).toBeDefined();
    expect([...(properties ?? [])].filter((property) => !COMPOSITED.has(property))).toEqual([]);
  });
});
