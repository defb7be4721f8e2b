import { createContext, useContext, type ReactNode } from 'react';
import type { Intent } from './intent.ts';

/** Receives every intent a renderer emits. */
export type Dispatch = (intent: Intent) => void | Promise<void>;

/** Until an engine is provided, intents are only logged: a renderer never navigates by itself. */
const logOnly: Dispatch = (intent) => {
  console.info('[action] no engine provided for intent', intent.kind);
};

const DispatchContext = createContext<Dispatch>(logOnly);

/** Makes `dispatch` the receiver of every intent emitted below it. */
export function ActionProvider({
  dispatch,
  children,
}: {
  dispatch: Dispatch;
  children: ReactNode;
}) {
  return <DispatchContext.Provider value={dispatch}>{children}</DispatchContext.Provider>;
}

/** The one way a renderer acts on a tap: hand the intent to the engine. */
export function useAction(): Dispatch {
  return useContext(DispatchContext);
}
