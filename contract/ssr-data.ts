import { z } from 'zod';

/**
 * The answers a page rendered by the server was made from, written into the page for the
 * browser: it starts with the same data, so hydration matches the HTML and nothing is fetched
 * again. Each query is the screen's query key (the API path it reads, and any parameters) and its
 * answer, or the error status the API gave (an unknown article's 404).
 */
export const SSR_DATA_ID = 'ssr-data';

/**
 * The address the app shows "this page could not be shown" at (no page of the route table has
 * it): the server renders it as the page it answers 503 with when a page's data cannot be had.
 */
export const UNAVAILABLE_PATH = '/__unavailable__';

export const ssrQuerySchema = z.object({
  key: z.array(z.union([z.string(), z.number()])).min(1),
  data: z.unknown().optional(),
  error: z.object({ status: z.number().int(), body: z.string() }).optional(),
});
export type SsrQuery = z.infer<typeof ssrQuerySchema>;

export const ssrDataSchema = z.object({
  queries: z.array(ssrQuerySchema),
  /**
   * The path the page was rendered at. A page has one address, so another spelling of it
   * (/es/bible/Juan/3, a trailing slash) is rendered at that one (/es/bible/John/3); the browser
   * shows it before the app, which renders from the address bar, takes over the markup.
   */
  path: z
    .string()
    .regex(/^\/(?!\/)/)
    .optional(),
});
export type SsrData = z.infer<typeof ssrDataSchema>;
