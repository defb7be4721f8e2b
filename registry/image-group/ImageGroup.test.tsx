// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ActionProvider } from '../../actions/use-action.tsx';
import type { PageModule } from '../module-props.ts';
import { ImageGroup } from './ImageGroup.tsx';
import { picturesPerRow } from './layout.ts';

function imageGroup(data: PageModule<'imageGroup'>['data']): PageModule<'imageGroup'> {
  return { kind: 'imageGroup', id: '2', name: '入口图', type: 1, data };
}

function renderWith(module: PageModule<'imageGroup'>) {
  const dispatch = vi.fn();
  render(
    <ActionProvider dispatch={dispatch}>
      <ImageGroup module={module} />
    </ActionProvider>,
  );
  return dispatch;
}

describe('picturesPerRow', () => {
  test.each([
    [750, 1],
    [undefined, 1],
    [0, 1],
    [1000, 1],
    [375, 2],
    [250, 3],
    [300, 2],
    [1, 6],
  ])('picWidth %s gives %i per row (floor(750 / picWidth))', (picWidth, perRow) => {
    expect(picturesPerRow(picWidth)).toBe(perRow);
  });
});

describe('ImageGroup', () => {
  test('renders every picture with the module name and its index as alt text', () => {
    renderWith(
      imageGroup({
        picWidth: 375,
        pics: [
          { imgUrl: 'a.jpg', jumpType: 2 },
          { imgUrl: 'b.jpg', jumpType: 0 },
        ],
      }),
    );
    expect(screen.getByAltText('入口图 第1张')).toBeTruthy();
    expect(screen.getByAltText('入口图 第2张')).toBeTruthy();
  });

  test('side by side: picWidth 375 lays out two columns', () => {
    const { container } = render(
      <ImageGroup
        module={imageGroup({ picWidth: 375, pics: [{ imgUrl: 'a.jpg' }, { imgUrl: 'b.jpg' }] })}
      />,
    );
    const grid = container.querySelector<HTMLElement>('.bc-image-group__grid');
    expect(grid?.style.getPropertyValue('--bc-image-group-columns')).toBe('2');
    expect(grid?.classList.contains('bc-image-group__grid--row')).toBe(true);
  });

  test('R9.06 full-width pictures are sized for the 750 design width at quality 75', () => {
    renderWith(imageGroup({ picWidth: 750, pics: [{ imgUrl: 'head.jpg' }] }));
    const img = screen.getByAltText<HTMLImageElement>('入口图 第1张');
    expect(img.getAttribute('src')).toContain('x-oss-process=image/resize,w_750/quality,q_75');
  });

  test('R4.04 a tap dispatches imageTap with the picture and the module stayConsult', () => {
    const pic = { imgUrl: 'a.jpg', jumpType: 2, jumpLinkType: 1, skipContent: '1002' };
    const dispatch = renderWith(
      imageGroup({ picWidth: 375, stayConsult: 1, pics: [pic, { imgUrl: 'b.jpg', jumpType: 0 }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: '入口图 第1张' }));
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith({ kind: 'imageTap', moduleId: '2', pic, stayConsult: 1 });
  });

  test('stayConsult defaults to 0 when the CMS left it out', () => {
    const pic = { imgUrl: 'a.jpg', jumpType: 6, skipContent: 'consult_head' };
    const dispatch = renderWith(imageGroup({ pics: [pic] }));
    fireEvent.click(screen.getByRole('button'));
    expect(dispatch).toHaveBeenCalledWith({ kind: 'imageTap', moduleId: '2', pic, stayConsult: 0 });
  });

  test.each([
    ['jumpType 0', { imgUrl: 'a.jpg', jumpType: 0 }],
    ['no jumpType', { imgUrl: 'a.jpg' }],
  ])('R4.04 %s: the picture is not interactive', (_name, pic) => {
    const dispatch = renderWith(imageGroup({ pics: [pic] }));
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByAltText('入口图 第1张'));
    expect(dispatch).not.toHaveBeenCalled();
  });

  test('an empty list renders the frame and no pictures', () => {
    const { container } = render(<ImageGroup module={imageGroup({ pics: [] })} />);
    expect(container.querySelector('[data-module-type="1"]')).toBeTruthy();
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  test('without a module name the alt text still says which picture it is', () => {
    render(<ImageGroup module={{ ...imageGroup({ pics: [{ imgUrl: 'a.jpg' }] }), name: '' }} />);
    expect(screen.getByAltText('图片 第1张')).toBeTruthy();
  });
});
