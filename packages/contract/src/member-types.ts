/** Member types: 0 player, 4 trial, 40 non-agent; every other type is an agent (1, 2, 41, 42 seen). */
export const MEMBER_TYPE = { PLAYER: 0, AGENT: 1, TRIAL: 4, NON_AGENT: 40 } as const;

const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];
const NO_DIVIDEND_TYPES: readonly number[] = [4, 40, 41, 42];

export const isTrial = (type: number): boolean => type === MEMBER_TYPE.TRIAL;
export const isAgent = (type: number): boolean => !NON_AGENT_TYPES.includes(type);
/** Agent contract prompt and dividend info apply only to these. */
export const hasDividend = (type: number): boolean => !NO_DIVIDEND_TYPES.includes(type);
