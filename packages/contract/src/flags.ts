/** Whitelabel module ids the product reads (spec §6, plus mobile-code login and free play). */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'DIRECTREG3',
  'CHNGPASSVERIF3',
  'AGETRANSFERUP3',
  'DEPOSIT',
  'WITHDRAW',
  'REWCEN3',
  'MISSIONLB3',
  'MANPLAYREB3',
  'DEPRECM3',
  'WITHREC3',
  'TRANSREC3',
  'TRANSBETREPMEM3',
  'PERSREP',
  'PLYRBT',
  'MAILCEN',
  'FEEDBACK3',
  'MOBILEVERCODELOGIN3',
  'FREEPLAY3',
  /** On: the site runs as an iOS home-screen clip, so the app-download popup offers no profile (spec §2). */
  'WEBCLIP',
] as const;

export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

export type WhitelabelNode = {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
};

export type WhitelabelMap = Partial<Record<string, boolean>>;

/**
 * Flattens the whitelabel tree into modId → enabled. A node under a disabled parent is
 * disabled too: switching off a module switches off everything inside it.
 */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[], parentEnabled = true): WhitelabelMap {
  const map: WhitelabelMap = {};
  for (const node of nodes) {
    const enabled = parentEnabled && node.enabled === '1';
    map[node.modId] = enabled;
    Object.assign(map, flattenWhitelabel(node.childrenNodes, enabled));
  }
  return map;
}
