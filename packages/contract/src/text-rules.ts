/** A NUL or a UTF-16 surrogate without its pair: no database text column or JSON encoder keeps them. */
const ILL_FORMED_TEXT = /\0|\p{Cs}/u;
/** The one string rule of requests, readable by code that walks the schemas (the contract and fuzz tests). */
export const WELL_FORMED_TEXT = /^[^\0\p{Cs}]*$/u;

export const isWellFormedText = (value: string): boolean => !ILL_FORMED_TEXT.test(value);
