/** A query a page can be opened with on the local gateway, and what it opens. */
export interface DevExample {
  query: Record<string, string>;
  label: string;
  /**
   * Parameters of `query` that only add to what the rest of it opens (an invitation on a meeting's
   * page): they do not count when examples compete for a route, so the page is listed with and
   * without them.
   */
  adds?: readonly string[];
}

/**
 * What the local gateway answers at `/__dev/examples`, for the page server's index: queries that
 * open something it holds (every demo page by `pageId`; a few projects, articles, topics by
 * `projectId`, `articleId`, `id`; a few business opportunities by `activeId` and `projectId`). A
 * route is opened with those whose parameters it reads, the ones filling the most of them.
 */
export interface DevExamples {
  examples: DevExample[];
}

/**
 * The examples a route reading `params` is opened with: those that give its first parameter (the
 * one naming what it shows: the activity page's `pageId`, not the `roomLiveId` it also reads) and
 * whose parameters it all reads, of them the ones that fill the most (a business opportunity's
 * `activeId` and `projectId` over a project's `projectId` alone; what an example only `adds` does not
 * count, so a meeting is listed beside the same meeting opened from an invitation).
 */
export function examplesFor(params: readonly string[], all: readonly DevExample[]): DevExample[] {
  const [named] = params;
  const fitting = all.filter(
    (example) =>
      named !== undefined &&
      named in example.query &&
      Object.keys(example.query).every((name) => params.includes(name)),
  );
  const filled = (example: DevExample) =>
    Object.keys(example.query).length - (example.adds?.length ?? 0);
  const most = Math.max(0, ...fitting.map(filled));
  return fitting.filter((example) => filled(example) === most && most > 0);
}
