import { fillCopy } from '../../content/fill-copy';
import { OPS_CONSOLE_COPY } from '../../content/ops-console.copy';
import { useDocumentTitle } from '../../ui/use-document-title';

/** Sets the tab's title to the console page's name, so tabs of the shop and console differ. */
export function useOpsTitle(page: string): void {
  useDocumentTitle(fillCopy(OPS_CONSOLE_COPY.documentTitle, { page }));
}
