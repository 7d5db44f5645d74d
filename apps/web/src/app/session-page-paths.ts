import { SITE_ROUTES } from '@netzero/content';

/**
 * The pages whose first view depends on the session (it is in the browser's storage, which the
 * server never sees): the dashboard, and checkout, which sends a visitor without one to /Login.
 */
export const SESSION_PAGE_PATHS: readonly string[] = [SITE_ROUTES.admin, SITE_ROUTES.checkout];
