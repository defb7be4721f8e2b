/** How long a revealed module stays outlined. */
const HIGHLIGHT_MS = 1600;

/**
 * Scrolls the phone frame to a module (or to the card standing in for a dropped one) and outlines
 * it for a moment, so staff see where a listed module sits on the page.
 */
export function revealModule(moduleId: string, root: ParentNode = document): boolean {
  const id = CSS.escape(moduleId);
  const target = root.querySelector<HTMLElement>(
    `[data-module-id="${id}"], [data-diagnostic-for="${id}"]`,
  );
  if (!target) return false;
  target.scrollIntoView({ block: 'center' });
  target.setAttribute('data-preview-highlight', '');
  setTimeout(() => target.removeAttribute('data-preview-highlight'), HIGHLIGHT_MS);
  return true;
}
