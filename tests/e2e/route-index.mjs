// The route table as the page server's index of pages lists it (server/index-page.ts): what the
// every-route suites (hostile corpus, faults) walk, so a route that lands later is covered without
// being named.

/** Each route of the index of pages at `base`: its name, the query parameters it reads, its example pages. */
export async function indexedRoutes(base) {
  const html = await (await fetch(`${base}/`)).text();
  return [
    ...html.matchAll(
      /<section class="bc-card" data-route="([^"]+)" data-params="([^"]*)">([\s\S]*?)<\/section>/g,
    ),
  ].map(([, name, params, card]) => {
    const links = [...card.matchAll(/<a href="([^"]+)"/g)].map((match) =>
      match[1].replaceAll('&#38;', '&').replaceAll('&amp;', '&'),
    );
    return { name, params: params.split(' ').filter(Boolean), pages: links };
  });
}
