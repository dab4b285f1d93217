import type { CSSProperties } from 'react';
import { formatNumber } from '@/lib/format';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * A number shown as columns of rolling digits: a column moves 0.53 rem per unit of its digit
 * (spec §2: 53 rem per 100 units), in the roller's own rem (`--roller-rem` in home.css).
 */

export function DigitRoller({ value, label }: { value: number; label: string }) {
  const text = formatNumber(value);
  return (
    <span className="digit-roller" role="img" aria-label={label} data-testid="home-jackpot-value" data-value={Math.trunc(value)}>
      {[...text].map((character, position) =>
        /\d/.test(character) ? (
          <span key={`${text.length - position}`} className="roller-column" aria-hidden="true">
            <span className="roller-strip" data-digit={character} style={{ '--digit': Number(character) } as CSSProperties}>
              {DIGITS.map((digit) => (
                <span key={digit} className="roller-cell">{digit}</span>
              ))}
            </span>
          </span>
        ) : (
          <span key={`${text.length - position}`} className="roller-separator" aria-hidden="true">{character}</span>
        ),
      )}
    </span>
  );
}
