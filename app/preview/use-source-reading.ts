import { startTransition, useEffect, useRef, useState } from 'react';
import type { PageModel } from '../../runtime/page-model.ts';
import type { SourceReading } from './read-source.ts';
import type { SourceReader } from './source-reader.ts';

/** The reading of a text, the text it was read from, and the last page that read well. */
export interface Read {
  text: string;
  limit: number;
  reading: SourceReading;
  /** Kept while the text does not read (being fixed); gone when the text is emptied. */
  lastPage: { model: PageModel; text: string; total: number } | undefined;
}

/**
 * Reads the text as it changes (and its page's first `limit` modules): one reading at a time, and
 * only the latest text once the reading under way is done (typing in a large page never queues a
 * reading per key). The reader is made once, in the browser, and closed when the tool goes.
 */
export function useSourceReading(
  text: string,
  limit: number,
  makeReader: () => SourceReader,
): Read | undefined {
  const [read, setRead] = useState<Read | undefined>(undefined);
  const reader = useRef<SourceReader | undefined>(undefined);
  const latest = useRef({ text, limit });
  const busy = useRef(false);

  useEffect(() => {
    const made = makeReader();
    reader.current = made;
    return () => {
      made.close();
      reader.current = undefined;
      busy.current = false;
    };
  }, [makeReader]);

  useEffect(() => {
    latest.current = { text, limit };
    const current = reader.current;
    if (busy.current || !current) return;
    const run = (asked: { text: string; limit: number }) => {
      busy.current = true;
      void current.read(asked.text, asked.limit).then((reading) => {
        if (reader.current !== current) return;
        busy.current = false;
        const sent = asked.text;
        // A reading of thousands of modules re-renders the list: in slices, never one long task.
        startTransition(() =>
          setRead((before) => ({
            text: sent,
            limit: asked.limit,
            reading,
            lastPage:
              reading.status === 'page'
                ? { model: reading.page, text: sent, total: reading.modules.length }
                : reading.status === 'empty'
                  ? undefined
                  : before?.lastPage,
          })),
        );
        if (latest.current !== asked) run(latest.current);
      });
    };
    run(latest.current);
  }, [text, limit, makeReader]);
  return read;
}
