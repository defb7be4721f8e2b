import type { SourceReading } from './read-source.ts';

/** Reads a text as a page to preview, somewhere: a worker in the browser, the calling thread in tests. */
export interface SourceReader {
  /** Reads the text: its whole list of modules, and the page with its first `limit` modules. */
  read(text: string, limit: number): Promise<SourceReading>;
  close(): void;
}
