// The little of jsdom the page server's sanitizer uses (ui/server-window.ts); jsdom ships no types.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
