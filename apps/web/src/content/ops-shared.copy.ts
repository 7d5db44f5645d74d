/**
 * Copy of the pieces every operator console section shares (loading, pager, notes, confirm,
 * search, status tabs), so one string says one thing wherever the operator is (DESIGN §3.11).
 */
export const OPS_SHARED_COPY = {
  loading: 'Loading…',
  loadFailed: 'This could not be loaded. Please try again.',
  retry: 'Try again',
  back: 'Back to the list',
  cancel: 'Cancel',
  actionFailed: 'That did not work. Please try again.',
  none: 'Nothing here.',
  pager: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    range: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
  },
  notes: {
    heading: 'Internal notes',
    empty: 'No notes yet.',
    label: 'Note (only operators see it)',
    add: 'Add a note',
    saved: 'Note added.',
    required: 'Please write a note.',
    by: (author: string, at: string) => `${author}, ${at}`,
  },
  search: 'Search',
  all: 'All',
} as const;
