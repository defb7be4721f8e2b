import { useEffect, useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { VipCardsProps } from './VipCards.tsx';
import { VipCard } from './VipCard.tsx';

/**
 * The level cards as a swiper (a chunk of its own, loaded on the VIP page only): the neighbours
 * peek at either side; swiperDisabled locks it. The chosen card follows `index` (a tab, the
 * visitor's level once known) and tells a swipe through `onChange`.
 */
export default function VipCardSwiper({ levels, index, onChange, locked, cardOf }: VipCardsProps) {
  const swiper = useRef<SwiperInstance>(undefined);
  useEffect(() => {
    if (swiper.current && swiper.current.activeIndex !== index) swiper.current.slideTo(index);
  }, [index]);
  return (
    <Swiper
      className="bc-vip-cards__swiper"
      slidesPerView="auto"
      centeredSlides
      spaceBetween={12}
      initialSlide={index}
      allowTouchMove={!locked}
      onSwiper={(instance) => (swiper.current = instance)}
      onSlideChange={(instance) => onChange(instance.activeIndex)}
    >
      {levels.map((level) => (
        <SwiperSlide key={level.vipKey} className="bc-vip-cards__slide">
          <VipCard {...cardOf(level)} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
