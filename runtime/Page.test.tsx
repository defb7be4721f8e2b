// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import page1003 from '../fixtures/pages/1003.json';
import type { ModuleProps } from '../registry/module-props.ts';
import type { Registry } from '../registry/registry-type.tsx';
import { MODULE_TYPES, type ModuleKind } from '../schemas/index.ts';
import { buildPage } from './build-page.ts';
import { moduleKinds } from './page-model.ts';
import { LONG_PAGE_MODULES, Page } from './Page.tsx';
import { usePacedCount } from './use-paced-count.ts';

function Plain({ module }: ModuleProps<ModuleKind>) {
  return (
    <section data-module-id={module.id} data-module-type={module.type}>
      {module.name}
    </section>
  );
}

function Throws(): never {
  throw new Error('renderer exploded');
}

const plainRegistry = Object.fromEntries(
  Object.keys(MODULE_TYPES).map((kind) => [kind, Plain]),
) as unknown as Registry;
const shownIds = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-module-id]')].map((element) =>
    element.getAttribute('data-module-id'),
  );

describe('Page', () => {
  test('invalid modules are dropped for visitors, their diagnostics never shown', () => {
    const { container } = render(
      <Page page={buildPage(page1003.data, '1003')} registry={plainRegistry} />,
    );
    expect(shownIds(container)).toEqual(['1', '4', '6']);
    expect(container.querySelector('[data-diagnostic-for]')).toBeNull();
  });

  test('with preview, each dropped module shows its diagnostic: id, name, type, schema path, message', async () => {
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = render(
        <Page page={buildPage(page1003.data, '1003')} registry={plainRegistry} preview />,
      ));
    });
    // The diagnostic card is its own chunk (staff only).
    await waitFor(() =>
      expect(container.querySelectorAll('[data-diagnostic-for]')).toHaveLength(3),
    );
    const diagnostics = [...container.querySelectorAll('[data-diagnostic-for]')];
    expect(diagnostics.map((element) => element.getAttribute('data-diagnostic-for'))).toEqual([
      '2',
      '3',
      '5',
    ]);
    const wrongShape = diagnostics[2]!.textContent;
    expect(wrongShape).toContain('错误类型');
    expect(wrongShape).toContain('#/properties/list/type');
    expect(wrongShape).toContain('/list must be array');
    expect(container.textContent).not.toContain('not-an-array');
  });

  test.each([
    ['hydrating or preview: each module in a Suspense of its own', false],
    ['rendered afresh: no Suspense per module', true],
  ])('a renderer that throws drops only its module and is reported (%s)', (_name, fresh) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onModuleError = vi.fn();
    const registry = { ...plainRegistry, audio: Throws } as Registry;
    const { container } = render(
      <Page
        page={buildPage(page1003.data, '1003')}
        registry={registry}
        onModuleError={onModuleError}
        fresh={fresh}
      />,
    );
    expect(shownIds(container)).toEqual(['1', '4']);
    expect(onModuleError).toHaveBeenCalledWith(
      expect.objectContaining({ moduleId: '6', stage: 'render', message: 'renderer exploded' }),
      expect.any(Error),
    );
  });

  test("the browser's registry: each module shows once its kind's chunk is in, as the server renders it", async () => {
    const { lazyRegistry } = await import('../registry/index.ts');
    const { registry } = await import('../registry/all.ts');
    const page = buildPage(page1003.data, '1003');
    const expected = render(<Page page={page} registry={registry} />).container.innerHTML;
    cleanup();
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = render(<Page page={page} registry={lazyRegistry} />));
    });
    await waitFor(() => expect(container.innerHTML).toBe(expected));
  });

  test('with preview, a renderer that throws shows its diagnostic in place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const registry = { ...plainRegistry, audio: Throws } as Registry;
    await act(async () => {
      render(<Page page={buildPage(page1003.data, '1003')} registry={registry} preview />);
    });
    expect(await screen.findByText(/渲染出错/)).toBeTruthy();
    expect(screen.getByText('renderer exploded')).toBeTruthy();
  });

  test('a page with nothing to show shows its empty state instead of a bare background', () => {
    render(
      <Page
        page={buildPage({ pageName: '空页面', moduleSubs: [] }, '9')}
        registry={plainRegistry}
        empty={<p>页面暂无内容</p>}
      />,
    );
    expect(screen.getByText('页面暂无内容')).toBeTruthy();
  });

  test('a hostile background colour is not applied', () => {
    const page = {
      ...buildPage(page1003.data, '1003'),
      background: { commonBackgroundColor: 'red; position: fixed' },
    };
    const { container } = render(<Page page={page} registry={plainRegistry} />);
    expect((container.firstElementChild as HTMLElement).style.cssText).toBe('');
  });
});

describe('Page: a long page', () => {
  const withModules = (count: number) => {
    const [first] = page1003.data.moduleSubs;
    const moduleSubs = Array.from({ length: count }, (_, at) => ({ ...first, id: at + 1 }));
    return buildPage({ ...page1003.data, moduleSubs }, 'long');
  };

  test(`from ${LONG_PAGE_MODULES} modules on, only the modules near the screen are laid out`, () => {
    const { container, rerender } = render(
      <Page page={withModules(LONG_PAGE_MODULES)} registry={plainRegistry} />,
    );
    const main = container.firstElementChild as HTMLElement;
    expect(main.classList.contains('bc-page--long')).toBe(true);
    rerender(<Page page={withModules(LONG_PAGE_MODULES - 1)} registry={plainRegistry} />);
    expect(main.classList.contains('bc-page--long')).toBe(false);
  });

  test('rendered afresh in the browser, it mounts a batch of modules per commit until all are in', async () => {
    function Paced() {
      const page = withModules(100);
      const limit = usePacedCount(page.entries.length, LONG_PAGE_MODULES);
      return <Page page={page} registry={plainRegistry} fresh limit={limit} />;
    }
    const { container } = render(<Paced />);
    expect(shownIds(container)).toHaveLength(LONG_PAGE_MODULES);
    await waitFor(() => expect(shownIds(container)).toHaveLength(100));
    expect(shownIds(container).at(-1)).toBe('100');
  });

  test('on the server and when hydrating, every module is rendered at once', () => {
    function Unpaced() {
      const page = withModules(100);
      const limit = usePacedCount(page.entries.length, Number.POSITIVE_INFINITY);
      return <Page page={page} registry={plainRegistry} limit={limit} />;
    }
    const { container } = render(<Unpaced />);
    expect(shownIds(container)).toHaveLength(100);
  });
});

describe('Page: the top of the page loads first', () => {
  test('only the first module is above the fold: its first row of pictures loads eagerly', async () => {
    const { lazyRegistry, loadRenderers } = await import('../registry/index.ts');
    const page1001 = (await import('../fixtures/pages/1001.json')).default;
    const page = buildPage(page1001.data, '1001');
    await loadRenderers(moduleKinds(page));
    // Loaded before the render (as the browser does for a page it loads itself): shown at once.
    const { container } = render(<Page page={page} registry={lazyRegistry} />);
    const loading = (moduleId: string) =>
      [...container.querySelectorAll(`[data-module-id="${moduleId}"] img`)].map((image) =>
        image.getAttribute('loading'),
      );
    expect(loading('1')).toEqual(['eager']);
    expect(loading('2')).toEqual(['lazy', 'lazy']);
  });
});
