import type { AgentRebateRate } from '@m/contract';
import { TextField } from '@/components/form';
import { useT } from '@/lib/i18n/use-t';
import { categoryLabel } from '@/lib/game-categories';
import { givableRates, percentText, rateField } from '@/features/agent/rebate-rates';

/** One percent field per category the agent has a rate in, each saying the agent's own rate (the most it can give). */
export function RateFields({ own }: { own: readonly AgentRebateRate[] }) {
  const t = useT();
  return (
    <>
      {givableRates(own).map((rate) => (
        <TextField
          key={rate.gameCategory}
          name={rateField(rate.gameCategory)}
          label={categoryLabel(rate.gameCategory)}
          placeholder="downline.ratePlaceholder"
          inputMode="decimal"
          autoComplete="off"
          required
          addon={<span className="downline-rate-max" dir="ltr">{t('downline.rateMax', { max: percentText(rate.rateBasisPoints) })}</span>}
        />
      ))}
    </>
  );
}
