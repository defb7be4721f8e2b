import type { LegalDocument } from './legal-document.ts';
import './LegalText.css';

/**
 * A legal text as plain text (never markup): its dates, preface and sections. The consent popup
 * and the legal pages render the same text through it; `headings` is the level of its section
 * headings under the surrounding title.
 */
export function LegalText({ text, headings }: { text: LegalDocument; headings: 'h2' | 'h3' }) {
  const Heading = headings;
  return (
    <div className="bc-legal">
      <p className="bc-legal__dates">
        <span>更新日期：{text.updated}</span>
        <span>生效日期：{text.effective}</span>
      </p>
      <p className="bc-legal__paragraph">{text.preface}</p>
      {text.sections.map((section) => (
        <section key={section.heading}>
          <Heading className="bc-legal__heading">{section.heading}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p className="bc-legal__paragraph" key={paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
