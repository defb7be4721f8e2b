import { useId } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import type { ImageSizing } from '../../lib/image.ts';
import type { Business } from '../../schemas/index.ts';
import { cardAction } from '../../ui/CardAction.tsx';
import { picture } from '../../ui/Picture.tsx';

/** The three business-opportunity layouts of the CMS. */
export type BusinessLayout = 1 | 2 | 3;

/** Cover ratio and storage size per layout (design pixels). */
const COVERS: Record<BusinessLayout, { ratio: number; sizes: ImageSizing }> = {
  1: { ratio: 4 / 3, sizes: { width: 240, height: 180, quality: 75 } },
  2: { ratio: 16 / 9, sizes: 'full' },
  3: { ratio: 4 / 3, sizes: { width: 344, height: 258, quality: 75 } },
};

/** One opportunity as a button: the title labels it, the introduction describes it; a tap emits openBusiness. */
export function BusinessCard({ business, layout }: { business: Business; layout: BusinessLayout }) {
  const dispatch = useAction();
  const id = useId();
  const title = business.title?.trim() ?? '';
  const introduce = business.introduceCustom?.trim() ?? '';
  const cover = COVERS[layout];

  return (
    <div className="bc-business-card bc-card bc-tappable">
      {picture({
        className: 'bc-business-card__cover',
        src: business.coverImg ?? '',
        alt: title || '商机封面',
        ratio: cover.ratio,
        sizes: cover.sizes,
      })}
      <span className="bc-business-card__text">
        {cardAction({
          className: 'bc-business-card__title bc-clamp',
          label: '商机',
          describedBy: introduce ? `${id}-introduce` : undefined,
          onPress: () => void dispatch({ kind: 'openBusiness', projectId: business.projectId }),
          children: title || undefined,
        })}
        {introduce && (
          <span className="bc-business-card__introduce bc-clamp" id={`${id}-introduce`}>
            {introduce}
          </span>
        )}
      </span>
    </div>
  );
}
