import { frameProps } from '../module-frame.tsx';
import type { ModuleProps } from '../module-props.ts';
import { BusinessCard, type BusinessLayout } from './BusinessCard.tsx';
import './BusinessList.css';

function layoutOf(value: number | undefined): BusinessLayout {
  return value === 2 || value === 3 ? value : 1;
}

/**
 * Module type 6: business opportunities in one of three layouts — 1 cover left of the text,
 * 2 large cover above it, 3 a two-column grid. An empty list shows nothing at all.
 */
export function BusinessList({ module }: ModuleProps<'business'>) {
  const { list } = module.data;
  if (list.length === 0) return null;
  const layout = layoutOf(module.data.layout);

  return (
    <section {...frameProps(module, `bc-business bc-business--layout-${layout}`)}>
      <ul className="bc-business__list">
        {list.map((business, index) => (
          <li className="bc-business__item" key={`${index}:${business.projectId}`}>
            <BusinessCard business={business} layout={layout} />
          </li>
        ))}
      </ul>
    </section>
  );
}
