import { readSource } from './read-source.ts';
import type { SourceReader } from './source-reader.ts';

/** Reads on the calling thread: for tests and stories (the browser reads in a worker). */
export function inlineReader(): SourceReader {
  return {
    read: (text, limit) => Promise.resolve(readSource(text, limit)),
    close: () => undefined,
  };
}
