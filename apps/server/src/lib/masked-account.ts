/**
 * Another member's account as a member sees it (an invitee in the referrer's list, a rival in a
 * ranking): the first two and last two characters, `ab***yz`; four or fewer, only the first, `a***`.
 * Counted in characters, not UTF-16 units, so no letter is cut in half.
 */
export function maskAccount(account: string): string {
  const letters = Array.from(account);
  return letters.length >= 5 ? `${letters.slice(0, 2).join('')}***${letters.slice(-2).join('')}` : `${letters[0] ?? ''}***`;
}
