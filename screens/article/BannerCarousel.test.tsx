// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ActionProvider } from '../../actions/use-action.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import { FIXTURE_BANNERS } from './test-article-values.ts';

type SwiperHost = HTMLElement & {
  swiper?: { params: { loop?: boolean; autoplay?: { delay?: number } | boolean } };
};

function renderCarousel(count: number) {
  return render(
    <ActionProvider dispatch={vi.fn()}>
      <BannerCarousel banners={FIXTURE_BANNERS.slice(0, count)} />
    </ActionProvider>,
  );
}

test('R9.08 more than one banner turns in swiper: loop, autoplay every 5000 ms', async () => {
  const { container } = renderCarousel(3);
  await waitFor(() => expect(container.querySelector('.swiper')).toBeTruthy());
  const host = container.querySelector('.swiper') as SwiperHost;
  await waitFor(() => expect(host.swiper).toBeTruthy());
  expect(host.swiper?.params.loop).toBe(true);
  expect(host.swiper?.params.autoplay).toMatchObject({ delay: 5000 });
  expect(container.querySelectorAll('.bc-banner__dot')).toHaveLength(3);
});

test('one banner is a still picture: no carousel, no dots', async () => {
  const { container } = renderCarousel(1);
  await new Promise((done) => setTimeout(done, 50));
  expect(container.querySelector('.swiper')).toBeNull();
  expect(container.querySelectorAll('.bc-banner__slide')).toHaveLength(1);
  expect(container.querySelectorAll('.bc-banner__dot')).toHaveLength(0);
});

test('no banners: nothing at all', () => {
  const { container } = renderCarousel(0);
  expect(container.innerHTML).toBe('');
});
