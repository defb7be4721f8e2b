import type { CSSProperties, ReactNode } from 'react';
import { cssUrl } from '../lib/css.ts';
import { imageUrl } from '../lib/image.ts';
import './module-frame.css';
import type { PageModule } from './module-props.ts';

/**
 * The root element of every rendered module: carries the module's identity for tests and analytics
 * and draws its configured background image.
 */
export function ModuleFrame({
  module,
  children,
  className,
}: {
  module: PageModule;
  children: ReactNode;
  className?: string;
}) {
  const style: CSSProperties | undefined = module.backgroundImg
    ? {
        backgroundImage: cssUrl(imageUrl(module.backgroundImg)),
        backgroundSize: '100% auto',
        backgroundRepeat: 'no-repeat',
      }
    : undefined;
  return (
    <section
      className={className ? `bc-module ${className}` : 'bc-module'}
      data-module-type={module.type}
      data-module-id={module.id}
      style={style}
    >
      {children}
    </section>
  );
}
