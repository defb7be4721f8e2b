import { createContext, useContext, type ReactNode } from 'react';
import type { AppOpening } from './app-opening.ts';

const AppOpeningContext = createContext<AppOpening>('launch');

/** The page frame says how this host hands over to the app (see appOpeningFor). */
export function AppOpeningProvider({
  opening,
  children,
}: {
  opening: AppOpening;
  children: ReactNode;
}) {
  return <AppOpeningContext.Provider value={opening}>{children}</AppOpeningContext.Provider>;
}

/** How this page can hand the visitor over to the app; a screen shows it, `resolve()` acts on it. */
export function useAppOpening(): AppOpening {
  return useContext(AppOpeningContext);
}
