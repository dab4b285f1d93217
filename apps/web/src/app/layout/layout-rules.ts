import { PAGE_NAMES, type PageName } from '@/config/paths';

export type HeaderRule =
  | { kind: 'hidden' }
  | { kind: 'logo' }
  /** `home` goes to /m/home; `history` goes back one step (home when there is no history). */
  | { kind: 'back'; target: 'home' | 'history' };

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

const headerRule = (name: PageName): HeaderRule => {
  if (HEADER_HIDDEN.includes(name)) return { kind: 'hidden' };
  if (HEADER_LOGO.includes(name)) return { kind: 'logo' };
  return { kind: 'back', target: BACK_GOES_HOME.includes(name) ? 'home' : 'history' };
};

/** The one table of layout rules, a row per page. */
export const LAYOUT_RULES = Object.fromEntries(
  PAGE_NAMES.map((name): [PageName, LayoutRule] => [
    name,
    { header: headerRule(name), tabBar: !TAB_BAR_HIDDEN.includes(name), footer: !FOOTER_HIDDEN.includes(name) },
  ]),
) as Readonly<Record<PageName, LayoutRule>>;
