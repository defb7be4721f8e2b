import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Banner } from '../../schemas/banner.ts';
import { BannerDots } from './BannerDots.tsx';
import { BannerSlide } from './BannerSlide.tsx';

const BannerSwiper = lazy(() => import('./BannerSwiper.tsx'));

/** Nothing to subscribe to: whether the page has hydrated never changes back. */
const unchanging = () => () => undefined;

/**
 * The article banners (banner/select, articleAppTop). The server renders the first banner, and so
 * does the browser while it hydrates; then, with more than one, the carousel (swiper, lazily
 * loaded) takes its place, the same size, so nothing moves. None: nothing at all.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  // The server's HTML and the hydrating render show the still banner; then the browser's own render turns.
  const hydrated = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  const turning = hydrated && banners.length > 1;
  const first = banners[0];
  if (!first) return null;
  const still = (
    <>
      <BannerSlide banner={first} priority />
      <BannerDots count={banners.length} current={0} />
    </>
  );
  return (
    <section className="bc-banner" aria-label="活动推荐">
      {turning ? (
        <Suspense fallback={still}>
          <BannerSwiper banners={banners} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
