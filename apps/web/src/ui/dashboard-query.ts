/**
 * The query that opens the dashboard's Developers view: /Admin?developers[=keys|balance|webhooks]
 * (the top-up's return adds &topUp=<session>). Its own module so the router reads it without
 * pulling the tabs or their copy into the first chunk.
 */
export const DEVELOPERS_QUERY = 'developers';
