import { useEffect, useRef } from 'react';
import { joinWithElement } from './media-session.ts';
import type { SafeHtml } from './safe-html.ts';
import './RichText.css';

/** Props of a block of rich text: HTML that already went through `sanitizeHtml`. */
export interface RichTextProps {
  html: SafeHtml;
  className?: string;
}

/**
 * Rich text from the CMS, shown as the sanitizer left it (ui/html-purifier.ts): the type only takes
 * sanitized HTML, so raw markup cannot reach the page here. The server renders the same string the
 * browser hydrates with. A video or audio inside joins the page's media session (R4.05).
 */
export function RichText({ html, className }: RichTextProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const media = root.current?.querySelectorAll('video, audio') ?? [];
    const leaves = [...media].map((element) => joinWithElement(element as HTMLMediaElement));
    return () => leaves.forEach((leave) => leave());
  }, [html]);
  if (html === '') return null;
  return (
    <div
      ref={root}
      className={className ? `bc-rich-text ${className}` : 'bc-rich-text'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
