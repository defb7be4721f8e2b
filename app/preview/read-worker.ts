import { readSource } from './read-source.ts';

/** What the preview asks its worker: read this text (`id` pairs the answer with the question). */
export interface ReadRequest {
  id: number;
  text: string;
  /** Modules of the page to send back (all are listed). */
  limit: number;
}

// The preview's worker: parsing and validating a pasted page (5 MB and more) off the page's thread.
addEventListener('message', (event: MessageEvent<ReadRequest>) => {
  const { id, text, limit } = event.data;
  postMessage({ id, reading: readSource(text, limit) });
});
