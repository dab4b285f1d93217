import type { QueryClient } from '@tanstack/react-query';

/**
 * Starts the calls a page makes first, as soon as the router knows the page is next (before it
 * renders): its data then arrives alongside its code instead of after its first render.
 */
export type PagePrefetch = (client: QueryClient, url: URL) => void;
