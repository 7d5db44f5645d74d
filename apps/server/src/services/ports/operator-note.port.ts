/** What an operator's note can be attached to. */
export type NoteSubject = 'enquiry' | 'investment' | 'order' | 'customer';

/** An operator's internal note, with its author's e-mail address. */
export interface OperatorNote {
  readonly id: number;
  readonly authorUserId: number;
  readonly author: string;
  readonly body: string;
  readonly createdAt: Date;
}

/** A page of a console list, with the matches in all and each status's count. */
export interface ConsolePage<T, S extends string> {
  readonly items: readonly T[];
  readonly total: number;
  readonly counts: Readonly<Record<S, number>>;
}

/** Which page of a console list, filtered by status and searched. */
export interface ConsoleListQuery<S extends string> {
  readonly status?: S | undefined;
  readonly q?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
}
