/** An operator's internal note on a record. */
export interface OpsConsoleNote {
  readonly id: number;
  readonly authorUserId: number;
  /** The author's e-mail address. */
  readonly author: string;
  readonly body: string;
  /** ISO 8601. */
  readonly createdAt: string;
}

/** Which page of a console list: filtered by status, searched, pages from 1. */
export interface OpsListRequest<Status extends string> {
  readonly status?: Status;
  readonly q?: string;
  readonly page: number;
  readonly pageSize: number;
}

/** One page of a console list, the matches in all, and each status's count. */
export interface OpsListPage<Item, Status extends string> {
  readonly items: readonly Item[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly counts: Readonly<Record<Status, number>>;
}
