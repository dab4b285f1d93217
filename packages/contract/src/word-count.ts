let wordSegmenter: Intl.Segmenter | undefined;

/**
 * The words of a text as the feedback bounds count them (spec §5: "between {0} and {1} words"):
 * word-like segments by Unicode rules, so Thai, Chinese or Japanese, written without spaces, are
 * counted by their words too. The form and the server count with this one function. (Apart from
 * the schemas: a form's rule needs it without them.)
 */
export function countWords(value: string): number {
  let words = 0;
  for (const segment of (wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' })).segment(value)) if (segment.isWordLike) words += 1;
  return words;
}
