import { useAction } from '../../actions/use-action.tsx';
import type { NavigationTarget } from '../../actions/intent.ts';
import type { Banner } from '../../schemas/banner.ts';
import { picture } from '../../ui/Picture.tsx';

/** Banner pictures are 750 × 320 design pixels (R9.06 sizes them for the 750 width). */
export const BANNER_RATIO = 750 / 320;

function targetOf(banner: Banner): NavigationTarget {
  const { jumpType = 0, jumpFlag, skipContent, appId, wxmpId } = banner;
  return {
    jumpType,
    ...(jumpFlag ? { jumpFlag } : {}),
    ...(skipContent ? { skipContent } : {}),
    ...(appId ? { appId } : {}),
    ...(wxmpId ? { wxmpId } : {}),
  };
}

/**
 * One banner as a button: its picture named by its title. A tap goes through the action engine's
 * navigate intent (R4.06 by host), which also sends BannerClick.
 */
export function BannerSlide({ banner, priority }: { banner: Banner; priority?: boolean }) {
  const dispatch = useAction();
  const title = banner.title?.trim() || '活动推荐';
  return (
    <button
      type="button"
      className="bc-banner__slide"
      onClick={() =>
        void dispatch({
          kind: 'navigate',
          target: targetOf(banner),
          banner: { id: banner.id, ...(banner.title ? { title: banner.title } : {}) },
        })
      }
    >
      {picture({
        className: 'bc-banner__picture',
        src: banner.img ?? '',
        alt: title,
        ratio: BANNER_RATIO,
        sizes: 'full',
        priority: priority ?? false,
      })}
    </button>
  );
}
