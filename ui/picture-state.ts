/**
 * How a picture tells its box it has loaded or failed, without a React state, an effect or two
 * event listeners per picture (a page of 200 modules holds hundreds): one capture-phase listener per
 * document for the `load` and `error` events (which do not bubble, but are captured), and a check
 * of the pictures that finished before their box was mounted (a server-rendered page before
 * hydration). The box gets `data-state="loaded"` or `"broken"`, which React never renders, so it
 * never overwrites it.
 */
const PICTURE_CLASS = 'bc-picture__img';
const listening = new WeakSet<Document>();

function settle(image: HTMLImageElement, state: 'loaded' | 'broken'): void {
  image.parentElement?.setAttribute('data-state', state);
}

function onPictureEvent(event: Event): void {
  const { target } = event;
  if (!(target instanceof HTMLImageElement) || !target.classList.contains(PICTURE_CLASS)) return;
  settle(target, event.type === 'load' ? 'loaded' : 'broken');
}

/** The ref of a picture's `<img>`: starts the document's listener once and settles a picture already done. */
export function watchPicture(image: HTMLImageElement | null): void {
  if (!image) return;
  const document = image.ownerDocument;
  if (!listening.has(document)) {
    listening.add(document);
    document.addEventListener('load', onPictureEvent, true);
    document.addEventListener('error', onPictureEvent, true);
  }
  // A new address is a new <img> in the same box: it starts unsettled.
  image.parentElement?.removeAttribute('data-state');
  if (image.complete) settle(image, image.naturalWidth > 0 ? 'loaded' : 'broken');
}
