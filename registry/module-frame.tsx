import type { CSSProperties } from 'react';
import { cssUrl } from '../lib/css.ts';
import { imageUrl } from '../lib/image.ts';
import './module-frame.css';
import type { PageModule } from './module-props.ts';

/** The attributes of a module's root element (a `<section>`). */
interface FrameProps {
  className: string;
  'data-module-type': number;
  'data-module-id': string;
  style: CSSProperties | undefined;
}

/**
 * The root element of every rendered module, as the props of its `<section>` (plain props rather
 * than a wrapping component: a page of 200 modules then builds 200 fewer components): carries the
 * module's identity for tests and analytics and draws its configured background image.
 */
export function frameProps(module: PageModule, className: string): FrameProps {
  return {
    className: `bc-module ${className}`,
    'data-module-type': module.type,
    'data-module-id': module.id,
    style: module.backgroundImg
      ? {
          backgroundImage: cssUrl(imageUrl(module.backgroundImg)),
          backgroundSize: '100% auto',
          backgroundRepeat: 'no-repeat',
        }
      : undefined,
  };
}
