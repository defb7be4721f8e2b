import { useState } from 'react';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Banner } from '../../schemas/banner.ts';
import { BannerDots } from './BannerDots.tsx';
import { BannerSlide } from './BannerSlide.tsx';

/** R9.08: the banners turn every 5000 ms and loop. */
export const BANNER_AUTOPLAY_MS = 5000;

/**
 * The carousel itself (a chunk of its own, with swiper): loop, autoplay every 5 s (R9.08), swiping
 * by hand. Two banners are shown twice round, as swiper's loop needs at least three slides.
 */
export default function BannerSwiper({ banners }: { banners: Banner[] }) {
  const [current, setCurrent] = useState(0);
  const slides = banners.length === 2 ? [...banners, ...banners] : banners;
  return (
    <>
      <Swiper
        className="bc-banner__swiper"
        modules={[Autoplay]}
        loop
        autoplay={{ delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false }}
        onSlideChange={(swiper) => setCurrent(swiper.realIndex % banners.length)}
      >
        {slides.map((banner, index) => (
          <SwiperSlide key={`${index}:${banner.id}`}>
            <BannerSlide banner={banner} />
          </SwiperSlide>
        ))}
      </Swiper>
      <BannerDots count={banners.length} current={current} />
    </>
  );
}
