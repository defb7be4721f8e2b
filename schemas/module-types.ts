/** The ten module types of an activity page (spec §2), the one place their numbers live. */
export const MODULE_TYPES = {
  imageGroup: 1,
  video: 2,
  article: 3,
  articleTopic: 4,
  project: 5,
  business: 6,
  live: 7,
  signUpForm: 8,
  goods: 9,
  audio: 10,
} as const;

export type ModuleKind = keyof typeof MODULE_TYPES;

const KIND_BY_TYPE = new Map<number, ModuleKind>(
  Object.entries(MODULE_TYPES).map(([kind, type]) => [type, kind as ModuleKind]),
);

/** The kind for a wire type number, or undefined for a type this client does not know. */
export function moduleKindOf(type: number): ModuleKind | undefined {
  return KIND_BY_TYPE.get(type);
}
