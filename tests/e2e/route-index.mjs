// The route table as the page server's index of pages lists it (server/index-page.ts): what the
// every-route suites (hostile corpus, faults) walk, so a route that lands later is covered without
// being named.

/**
 * Each route of the index of pages at `base`: its name, the query parameters it reads, its example
 * pages. The index asks its gateway for the examples, and answers the gateway's own page when they
 * do not come in time: a gateway just started on a busy machine is asked again, a few times.
 */
export async function indexedRoutes(base) {
  for (let attempt = 1; ; attempt += 1) {
    const routes = routesOf(await (await fetch(`${base}/`)).text());
    if (routes.length > 0 || attempt === 10) return routes;
    await new Promise((done) => setTimeout(done, 500));
  }
}

function routesOf(html) {
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
