import '@/components/playing-card.css';

const SUIT_SIGNS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A card as rank and suit letters (`TD`: the ten of diamonds) drawn as a small face: `10♦`, hearts and diamonds in red. */
export function PlayingCard({ card }: { card: string }) {
  const suit = card[1]!;
  return (
    <span className={`playing-card${suit === 'H' || suit === 'D' ? ' is-red' : ''}`} dir="ltr" data-card={card}>
      {card[0] === 'T' ? '10' : card[0]}{SUIT_SIGNS[suit]}
    </span>
  );
}
