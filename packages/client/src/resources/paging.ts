/** The query of a cursor-paged list: `limit` (1–100, server default 20) and the last id of the page before. */
export interface ListParams {
  readonly limit?: number;
  readonly startingAfter?: string;
}

/** A page of a /v1 list. */
export interface Page<T> {
  readonly data: readonly T[];
  readonly hasMore: boolean;
  readonly nextCursor: string | null;
}

/** Every item of a list, page after page, asking for the next page only when the last one is used up. */
export async function* everyItem<T>(
  params: ListParams,
  fetchPage: (params: ListParams) => Promise<Page<T>>,
): AsyncGenerator<T, void, undefined> {
  let cursor = params.startingAfter;
  for (;;) {
    const page = await fetchPage({ ...params, startingAfter: cursor });
    yield* page.data;
    if (!page.hasMore || page.nextCursor === null) return;
    cursor = page.nextCursor;
  }
}
