import { matchRoutes } from 'react-router';
import { ROUTES } from '@/config/paths';

/** A route of the table (its feature and name as precise as the table has them). */
export type TableRoute = (typeof ROUTES)[number];

/** Every path of the route table with its route, ranked and matched as the router matches them. */
const TABLE_PATHS = ROUTES.flatMap((route: TableRoute) => route.paths.map((path: string) => ({ path, route })));

/** The route of the table that `pathname` opens, if any (an alias or an unknown path opens none). */
export const tableRouteAt = (pathname: string): TableRoute | undefined => matchRoutes(TABLE_PATHS, pathname)?.at(-1)?.route.route;

