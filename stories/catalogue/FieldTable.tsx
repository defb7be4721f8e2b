import type { CSSProperties } from 'react';
import { schemaFields, type SchemaNode } from './schema-fields.ts';

const box: CSSProperties = { margin: '0 12px 20px', fontSize: 13, lineHeight: 1.5 };
const heading: CSSProperties = {
  fontSize: 14,
  fontWeight: 600,
  margin: '0 0 4px',
  color: '#1f2329',
};
const where: CSSProperties = { margin: '0 0 8px', color: '#646a73', fontSize: 12 };
const row: CSSProperties = { padding: '8px 0', borderTop: '1px solid #e5e6eb' };
const path: CSSProperties = {
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontWeight: 600,
  color: '#1f2329',
  wordBreak: 'break-all',
};
const kind: CSSProperties = { color: '#646a73', fontSize: 12 };

/** The props of one table of CMS fields. */
export interface FieldTableProps {
  title: string;
  /** Where staff set these fields, or where the client reads them from. */
  source: string;
  schema: SchemaNode;
}

/**
 * One schema's fields as staff read them: each field's place, what it is read as, its rule and its
 * description, all taken from the schema (stacked, so it reads at phone width).
 */
export function FieldTable({ title, source, schema }: FieldTableProps) {
  const rows = schemaFields(schema);
  return (
    <section style={box} aria-label={title}>
      <h3 style={heading}>{title}</h3>
      <p style={where}>{source}</p>
      <dl style={{ margin: 0 }}>
        {rows.map((field) => (
          <div key={field.path} style={row}>
            <dt>
              <span style={path}>{field.path}</span>{' '}
              <span style={kind}>
                {field.type}
                {field.rule ? ` · ${field.rule}` : ''}
              </span>
            </dt>
            <dd style={{ margin: '2px 0 0', color: '#373c43' }}>{field.description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
