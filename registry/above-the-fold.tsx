import { createContext, useContext, type ReactNode } from 'react';

const AboveTheFoldContext = createContext(false);

/** Marks the module at the top of the page, whose first pictures are usually the largest paint. */
export function AboveTheFold({ children }: { children: ReactNode }) {
  return <AboveTheFoldContext.Provider value>{children}</AboveTheFoldContext.Provider>;
}

/** Whether this module opens the page: its first pictures should load eagerly, at high priority. */
export function useAboveTheFold(): boolean {
  return useContext(AboveTheFoldContext);
}
