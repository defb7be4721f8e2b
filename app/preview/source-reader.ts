import type { SourceReading } from './read-source.ts';

/** Reads a text as a page to preview, somewhere: a worker in the browser, the calling thread in tests. */
export interface SourceReader {
  read(text: string): Promise<SourceReading>;
  close(): void;
}
