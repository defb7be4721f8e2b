import type { ReactNode } from 'react';

/** A section title between the tier's two title pictures (titleLeftBg, titleRightBg). */
export function VipSectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 className="bc-vip__title" id={id}>
      <span className="bc-vip__title-left" aria-hidden="true" />
      {children}
      <span className="bc-vip__title-right" aria-hidden="true" />
    </h3>
  );
}
