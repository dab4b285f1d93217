import type { LotteryPlay } from '@m/contract';
import type { TranslationParams } from '@/lib/i18n/translate';

type Translate = (key: string, params?: TranslationParams) => string;

const OPTION_KEYS: Record<string, string> = {
  big: 'lottery.option.big', small: 'lottery.option.small', odd: 'lottery.option.odd', even: 'lottery.option.even',
  dragon: 'lottery.option.dragon', tiger: 'lottery.option.tiger', tie: 'lottery.option.tie', any: 'lottery.option.any',
};

/** A play's name: `sum-bs`, `pos3-num`, `any2` … as the player reads it. */
export function playLabel(t: Translate, code: string): string {
  const position = /^pos(\d+)-(\w+)$/.exec(code);
  if (position) {
    const keys: Record<string, string> = {
      num: 'lottery.play.positionNumber', bs: 'lottery.play.positionBigSmall', oe: 'lottery.play.positionOddEven', dt: 'lottery.play.positionDragonTiger',
    };
    return t(keys[position[2]!] ?? 'lottery.play.positionNumber', { position: position[1]! });
  }
  const anyOf = /^any(\d)$/.exec(code);
  if (anyOf) return t('lottery.play.anyOf', { picks: anyOf[1]! });
  const keys: Record<string, string> = {
    'sum-bs': 'lottery.play.sumBigSmall', 'sum-oe': 'lottery.play.sumOddEven', 'sum-value': 'lottery.play.sumValue', dt: 'lottery.play.dragonTiger',
    triple: 'lottery.play.triple', 'triple-any': 'lottery.play.tripleAny', pair: 'lottery.play.pair', single: 'lottery.play.single',
  };
  return keys[code] ? t(keys[code]) : code;
}

/** An option: big, odd, dragon … translated; numbers as they are. */
export const optionLabel = (t: Translate, option: string): string => (OPTION_KEYS[option] ? t(OPTION_KEYS[option]) : option);

export const GROUP_KEYS: Record<LotteryPlay['group'], string> = {
  sum: 'lottery.group.sum', position: 'lottery.group.position', combo: 'lottery.group.combo',
};

/** Odds in thousandths as the decimal the player reads (1980 → 1.98). */
export const oddsText = (oddsMilli: number) => (oddsMilli / 1000).toFixed(2).replace(/\.?0+$/, '');
