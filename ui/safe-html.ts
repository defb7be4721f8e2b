declare const checked: unique symbol;

/**
 * HTML that went through the one sanitizer (ui/html-purifier.ts). Only `sanitizeHtml` makes one, so
 * a component that takes it (ui/RichText.tsx) can never be handed the CMS's raw markup; it stays a
 * plain string on the wire, so a server-rendered page inlines it and hydrates with it as it is.
 */
export type SafeHtml = string & { readonly [checked]: true };
