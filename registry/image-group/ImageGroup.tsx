import type { CSSProperties } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import { DESIGN_WIDTH, type ImageSizing } from '../../lib/image.ts';
import { JUMP_TYPE } from '../../lib/jump-type.ts';
import { STAY_CONSULT } from '../../lib/stay-consult.ts';
import type { Pic } from '../../schemas/index.ts';
import { picture } from '../../ui/Picture.tsx';
import { useAboveTheFold } from '../above-the-fold.tsx';
import { frameProps } from '../module-frame.tsx';
import type { ModuleProps } from '../module-props.ts';
import { picturesPerRow } from './layout.ts';
import './ImageGroup.css';

/** R4.04: jumpType "nothing" (or none) means the picture does nothing when tapped. */
function isTappable(pic: Pic): boolean {
  return pic.jumpType !== undefined && pic.jumpType !== JUMP_TYPE.nothing;
}

/**
 * Module type 1: pictures stacked seamlessly at full width, or side by side when `picWidth` is
 * narrower than the design width. A picture with a jump is a button that emits an `imageTap`.
 */
export function ImageGroup({ module }: ModuleProps<'imageGroup'>) {
  const dispatch = useAction();
  const aboveTheFold = useAboveTheFold();
  const { pics, stayConsult = STAY_CONSULT.off } = module.data;
  const perRow = picturesPerRow(module.data.picWidth);
  // Full-width pictures are ordinary campaign art (R9.06 quality 75); narrow entry tiles usually
  // carry button text, so they get the sharper quality at their own width.
  const sizes: ImageSizing =
    perRow === 1 ? 'full' : { width: Math.round(DESIGN_WIDTH / perRow), quality: 85 };
  const grid = { '--bc-image-group-columns': String(perRow) } as CSSProperties;
  const label = module.name.trim() || '图片';

  return (
    <section {...frameProps(module, 'bc-image-group')}>
      <div
        className={
          perRow === 1 ? 'bc-image-group__grid' : 'bc-image-group__grid bc-image-group__grid--row'
        }
        style={grid}
      >
        {pics.map((pic, index) => {
          const shown = picture({
            className: 'bc-image-group__picture',
            src: pic.imgUrl,
            alt: `${label} 第${index + 1}张`,
            sizes,
            priority: aboveTheFold && index < perRow,
          });
          const key = `${index}:${pic.imgUrl}`;
          if (!isTappable(pic))
            return (
              <div className="bc-image-group__cell" key={key}>
                {shown}
              </div>
            );
          return (
            <button
              type="button"
              className="bc-image-group__cell bc-image-group__tap"
              key={key}
              onClick={() =>
                void dispatch({ kind: 'imageTap', moduleId: module.id, pic, stayConsult })
              }
            >
              {shown}
            </button>
          );
        })}
      </div>
    </section>
  );
}
