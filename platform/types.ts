/** Where adapters write what went wrong; never given a token (see `redact`). */
export interface Logger {
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** A logger writing to the console. */
export const consoleLogger: Logger = {
  info: (message, detail) => console.info(message, ...(detail === undefined ? [] : [detail])),
  warn: (message, detail) => console.warn(message, ...(detail === undefined ? [] : [detail])),
  error: (message, detail) => console.error(message, ...(detail === undefined ? [] : [detail])),
};

/** Shows a short message to the person (ui/toast's `showToast` in the app, a recorder in tests). */
export type ShowToast = (message: string) => void;
