/** R4.06: the kind of a banner's or card's navigation target (spec §3 navigation target `jumpType`). */
export const NAVIGATION_JUMP_TYPE = {
  /** 1: an app module (`jumpFlag`, parameters in `skipContent`); outside the app, a site path. */
  app: 1,
  /** 2: a web page, the address in `skipContent`. */
  h5: 2,
  /** 3: a mini-program page (`appId`, `wxmpId`, the path in `skipContent`). */
  miniProgram: 3,
} as const;
