/** The part of a JSON schema the catalogue reads (the schemas in schemas/ are plain objects `as const`). */
export interface SchemaNode {
  readonly type?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly required?: readonly string[];
  readonly items?: SchemaNode;
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
}

/** One CMS field as the catalogue lists it. */
export interface FieldRow {
  /** Where it sits: `pics[].jumpType` is the jumpType of each picture. */
  path: string;
  /** What the client reads it as: text, whole number, list of …, group of fields. */
  type: string;
  /** What the schema allows beyond the type: required, one of …, a range. */
  rule: string;
  /** The schema's description: what the field means to staff. */
  description: string;
}

function typeOf(node: SchemaNode): string {
  switch (node.type) {
    case 'string':
      return 'text';
    case 'integer':
      return 'whole number';
    case 'number':
      return 'number';
    case 'boolean':
      return 'yes/no';
    case 'object':
      return 'group of fields';
    case 'array':
      return `list of ${node.items ? typeOf(node.items) : 'anything'}`;
    default:
      return 'anything';
  }
}

function ruleOf(node: SchemaNode, required: boolean): string {
  const rules: string[] = [];
  if (required) rules.push('required');
  if (node.enum) rules.push(`one of ${node.enum.map(String).join(', ')}`);
  if (node.minimum !== undefined && node.maximum !== undefined)
    rules.push(`${node.minimum}–${node.maximum}`);
  else if (node.minimum !== undefined) rules.push(`at least ${node.minimum}`);
  else if (node.maximum !== undefined) rules.push(`at most ${node.maximum}`);
  return rules.join('; ');
}

/**
 * Every field of a schema, depth first in the schema's order, with its description: the catalogue's
 * table is made from the schema itself, so it cannot say other than what the client validates.
 */
export function schemaFields(schema: SchemaNode, prefix = ''): FieldRow[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, node]) => {
    const path = `${prefix}${name}`;
    const row: FieldRow = {
      path,
      type: typeOf(node),
      rule: ruleOf(node, required.has(name)),
      description: node.description ?? '',
    };
    const inner =
      node.type === 'array' && node.items
        ? schemaFields(node.items, `${path}[].`)
        : schemaFields(node, `${path}.`);
    return [row, ...inner];
  });
}
