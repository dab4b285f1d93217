import { PAGE_NAMES, ROUTES, type PageName } from '@/config/paths';

export type HeaderRule =
  | { kind: 'hidden' }
  | { kind: 'logo' }
  /**
   * `home` goes to /m/home; `history` goes back one step, and without history to /m/home, or to
   * agent home for the agent's inner pages (`withoutHistory: 'agent'`: their only way back).
   */
  | { kind: 'back'; target: 'home' | 'history'; withoutHistory?: 'agent' };

export type LayoutRule = { header: HeaderRule; tabBar: boolean; footer: boolean };

// The lists of spec §2 "Layout rules", verbatim.
const HEADER_HIDDEN: readonly PageName[] = ['login', 'register', 'mine', 'agent', 'help'];
const HEADER_LOGO: readonly PageName[] = ['home'];
const BACK_GOES_HOME: readonly PageName[] = ['login', 'register', 'trail', 'notice', 'forget', 'activity'];
const TAB_BAR_HIDDEN: readonly PageName[] = [
  'login', 'register', 'trail', 'launchGame', 'changePsw', 'notice', 'activity', 'forget',
  'service', 'moreLottery', 'useragreement', 'maintenance', 'agent',
  // The live chat's composer sits at the bottom of the screen (a sub-page of service).
  'service-chat',
];
const FOOTER_HIDDEN: readonly PageName[] = ['winnerPage'];
/** The agents-only pages inside the agent area (issue 22): agent home is where their back arrow leads without history. */
const AGENT_INNER: readonly PageName[] = ROUTES.filter((route) => route.access === 'agent' && route.name !== 'agent').map((route) => route.name);

const headerRule = (name: PageName): HeaderRule => {
  if (HEADER_HIDDEN.includes(name)) return { kind: 'hidden' };
  if (HEADER_LOGO.includes(name)) return { kind: 'logo' };
  if (BACK_GOES_HOME.includes(name)) return { kind: 'back', target: 'home' };
  return AGENT_INNER.includes(name) ? { kind: 'back', target: 'history', withoutHistory: 'agent' } : { kind: 'back', target: 'history' };
};

/** The one table of layout rules, a row per page. */
export const LAYOUT_RULES = Object.fromEntries(
  PAGE_NAMES.map((name): [PageName, LayoutRule] => [
    name,
    { header: headerRule(name), tabBar: !TAB_BAR_HIDDEN.includes(name), footer: !FOOTER_HIDDEN.includes(name) },
  ]),
) as Readonly<Record<PageName, LayoutRule>>;
