import { lazy, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { HOME_PATH, routeVerdict, type RouteDefinition } from '@/config/paths';
import { useRouteFlags } from '@/lib/flags';
import { useSession } from '@/lib/session';
import { loginPathReturningTo } from '@/features/auth/redirect';

// The refusals (and the message and dialog code they show) load only when a page is refused, not with the first paint.
const FreeReject = lazy(() => import('@/app/routes/access-refusals').then((module) => ({ default: module.FreeReject })));
const LoginDialog = lazy(() => import('@/app/routes/access-refusals').then((module) => ({ default: module.LoginDialog })));
const SwitchedOff = lazy(() => import('@/app/routes/access-refusals').then((module) => ({ default: module.SwitchedOff })));
const ContactService = lazy(() => import('@/app/routes/access-refusals').then((module) => ({ default: module.ContactService })));

/**
 * The one guard of the app: the route table says whether the merchant has a page (its whitelabel
 * flag) and who may open it (config/paths.ts); this shows the page or the refusal. A page that is
 * switched off says so in its place, for everyone, instead of a login or the page (see
 * access-refusals.tsx). The verdict is taken when the page is entered; a session that ends while
 * the page is open is the session-expired prompt's business.
 */
export function AccessGate({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const location = useLocation();
  const memberType = useSession()?.type ?? null;
  const flags = useRouteFlags();
  const loginPath = loginPathReturningTo(`${location.pathname}${location.search}`);
  const [entry, setEntry] = useState({ key: location.key, memberType });
  if (entry.key !== location.key) setEntry({ key: location.key, memberType });

  switch (routeVerdict(route, new URLSearchParams(location.search), entry.memberType, flags)) {
    case 'allow':
      return children;
    case 'switched-off':
      return <SwitchedOff />;
    case 'contact-service':
      return <ContactService />;
    case 'guest-login':
      return <Navigate to={loginPath} replace />;
    case 'guest-login-dialog':
      return <LoginDialog loginPath={loginPath} />;
    case 'guest-home':
    case 'not-agent':
      return <Navigate to={HOME_PATH} replace />;
    case 'free-reject':
      return <FreeReject />;
  }
}
