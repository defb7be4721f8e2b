import { createContext, useContext, type ReactNode } from 'react';
import { offlineFormsRoot, type FormsRoot } from './forms-root.ts';

const RootContext = createContext<FormsRoot | null>(null);
let fallback: FormsRoot | undefined;

/**
 * Provides forms and login to every form, login popup and certification screen below. It holds only
 * the root, so a page without a form carries no form code; full services (`createFormServices`) are
 * a root too, as tests and stories provide them.
 */
export function FormServicesProvider({
  services,
  children,
}: {
  services: FormsRoot;
  children: ReactNode;
}) {
  return <RootContext.Provider value={services}>{children}</RootContext.Provider>;
}

/** The provided root, or an offline one when none was provided. */
export function useFormsRoot(): FormsRoot {
  const provided = useContext(RootContext);
  return provided ?? (fallback ??= offlineFormsRoot());
}
