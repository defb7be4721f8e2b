/** How many rows a list page asks for. */
export const LIST_PAGE_SIZE = 10;

/** One page of a mobile-site list, as the screens hold it. */
export interface ListPage<Item> {
  /** The rows the list shows (those it can open). */
  items: Item[];
  /** The page this is, from 1. */
  pageIndex: number;
  /** How many there are in all, when the server says. */
  total?: number;
  /** Whether a next page may hold more: this page was full and the total is not reached. */
  more: boolean;
}

/** A page of an answer `{records, total}`: whether more may follow is told by the records answered. */
export function listPage<Item>(
  answered: { records?: readonly unknown[] | undefined; total?: number | undefined },
  pageIndex: number,
  items: Item[],
): ListPage<Item> {
  const count = answered.records?.length ?? 0;
  const { total } = answered;
  const reached = (pageIndex - 1) * LIST_PAGE_SIZE + count;
  return {
    items,
    pageIndex,
    ...(total === undefined ? {} : { total }),
    more: count >= LIST_PAGE_SIZE && (total === undefined || reached < total),
  };
}
