/**
 * The beacon's address, in a file of its own: the browser's beacon chunk imports it and nothing
 * else, so it stays far below 1 KB (contract/analytics.ts registers the route with it).
 */
export const ANALYTICS_HIT_PATH = '/api/analytics/hit';
