import { createElement, type CSSProperties, type ReactNode } from 'react';

/** DOM attribute names whose React prop is spelled differently. */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  crossorigin: 'crossOrigin',
  autocomplete: 'autoComplete',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  playsinline: 'playsInline',
  autoplay: 'autoPlay',
  referrerpolicy: 'referrerPolicy',
  contenteditable: 'contentEditable',
  'xlink:href': 'xlinkHref',
  'xml:space': 'xmlSpace',
};

/** Attributes React writes as booleans (present means true). */
const BOOLEAN_PROPS = new Set([
  'disabled',
  'hidden',
  'muted',
  'controls',
  'autoPlay',
  'loop',
  'multiple',
  'required',
  'readOnly',
  'playsInline',
  'open',
]);

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** `a: b; --c: d` as a React style object (custom properties keep their name). */
function styleObject(text: string): CSSProperties {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (name) style[name.startsWith('--') ? name : camel(name)] = value;
  }
  return style;
}

function propsOf(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const svg = element.namespaceURI === 'http://www.w3.org/2000/svg';
  for (const { name, value } of Array.from(element.attributes)) {
    if (name === 'style') {
      props['style'] = styleObject(value);
      continue;
    }
    let prop = PROP_NAMES[name] ?? name;
    // SVG presentation attributes are camel-cased props (stroke-width: strokeWidth); aria-* and
    // data-* keep their names everywhere.
    if (svg && /^[a-z]+(-[a-z]+)+$/.test(name) && !/^(aria|data)-/.test(name)) prop = camel(name);
    if (BOOLEAN_PROPS.has(prop)) props[prop] = true;
    else if (prop === 'checked') props['defaultChecked'] = true;
    else if (prop === 'value' && element.localName !== 'option' && element.localName !== 'button')
      props['defaultValue'] = value;
    else props[prop] = value;
  }
  if (element.localName === 'textarea') props['defaultValue'] = element.textContent ?? '';
  return props;
}

/**
 * A DOM subtree as plain data: what the hand-written page is written from. It goes through JSON
 * before each mount, so each mount starts from strings just parsed, as a page's data does on each
 * load (see ../micro.tsx).
 */
export interface Snapshot {
  type: string;
  props: Record<string, unknown>;
  /** The root of a module: one component of the hand-written page. */
  module: boolean;
  children: (Snapshot | string)[];
}

/** The snapshot of an element's subtree (text nodes as strings; comments left out). */
export function snapshotOf(element: Element): Snapshot {
  const type = element.localName;
  const children: (Snapshot | string)[] = [];
  if (type !== 'textarea') {
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) children.push(child.textContent ?? '');
      else if (child instanceof Element) children.push(snapshotOf(child));
    }
  }
  return {
    type,
    props: propsOf(element),
    module: element.hasAttribute('data-module-type'),
    children,
  };
}

/** Builds a subtree's React elements afresh each call, as a component's JSX does on each render. */
type Recipe = () => ReactNode;

/** One module of the hand-written page: a component whose render builds its elements. */
function HandWrittenModule({ render }: { render: Recipe }): ReactNode {
  return render();
}

function recipeOf(node: Snapshot | string): Recipe {
  if (typeof node === 'string') return () => node;
  const { type, props } = node;
  const children = node.children.map(recipeOf);
  const render = () => createElement(type, props, ...children.map((child) => child()));
  if (!node.module) return render;
  return () => createElement(HandWrittenModule, { render });
}

/**
 * The hand-written baseline of the mount benchmark, made from a snapshot of the runtime's DOM: a
 * page component with one component per module, whose renders create the same elements with the
 * same attributes, classes, inline styles and images as plain React elements (no state, no
 * context, no effects, no error boundaries, no data to turn into text): the least work React can
 * do to build that DOM the way a hand-written page would.
 */
export function handWritten(snapshot: Snapshot): () => ReactNode {
  const render = recipeOf(snapshot);
  return function HandWrittenPage() {
    return render();
  };
}
