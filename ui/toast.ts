import { createStore } from 'zustand/vanilla';

/** R5.14: the only toast types; anything else falls back to info. */
export const TOAST_TYPES = ['info', 'success', 'warning', 'error', 'custom'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** R9.12: a toast shows for 2000 ms, then fades out over 300 ms. */
export const TOAST_DURATION = 2000;
export const TOAST_FADE = 300;

/** Options of one toast; `duration` is the time shown before the fade (the agreement toast passes 3000). */
export interface ToastOptions {
  type?: ToastType | (string & Record<never, never>);
  duration?: number;
}

/** The toast on screen; `leaving` is set while it fades out. */
export interface ShownToast {
  id: number;
  message: string;
  type: ToastType;
  leaving: boolean;
}

/** The toast store: at most one toast at a time, a new one replaces the old. */
export const toastStore = createStore<{ toast: ShownToast | null }>(() => ({ toast: null }));

/** R5.14: keeps a known type, otherwise 'info'. */
export function toastType(type: unknown): ToastType {
  return TOAST_TYPES.find((known) => known === type) ?? 'info';
}

let nextId = 1;
let timers: ReturnType<typeof setTimeout>[] = [];

function clearTimers(): void {
  timers.forEach(clearTimeout);
  timers = [];
}

/** Removes the toast at once. */
export function hideToast(): void {
  clearTimers();
  toastStore.setState({ toast: null });
}

/** Shows a short message (call from handlers and effects, not during render); returns its id, or 0 for a blank message. */
export function showToast(message: string, options: ToastOptions = {}): number {
  if (message.trim() === '') return 0;
  clearTimers();
  const id = nextId++;
  const duration =
    options.duration !== undefined && options.duration >= 0 ? options.duration : TOAST_DURATION;
  toastStore.setState({ toast: { id, message, type: toastType(options.type), leaving: false } });
  timers = [
    setTimeout(() => {
      const current = toastStore.getState().toast;
      if (current?.id === id) toastStore.setState({ toast: { ...current, leaving: true } });
    }, duration),
    setTimeout(() => toastStore.setState({ toast: null }), duration + TOAST_FADE),
  ];
  return id;
}
