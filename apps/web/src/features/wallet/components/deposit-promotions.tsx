import { useT } from '@/lib/i18n/use-t';
import { useFormatMoney } from '@/lib/site-status';
import { toMajorUnits, toMinorUnits, type DepositPromotion } from '@m/contract';
import { bonusMinor } from '@/features/wallet/deposit-amount';

/** The "no bonus" choice. */
export const NO_PROMOTION = 0;

type DepositPromotionsProps = {
  promotions: readonly DepositPromotion[];
  chosen: number;
  onChoose: (id: number) => void;
  /** The typed deposit (paid and credited), null until it is an amount. */
  amountMinor: number | null;
  receiveMinor: number | null;
};

/**
 * The bonuses the player may take with this deposit (the tab bar's first-deposit +20%), each with
 * its terms: what it adds and how much has to be staked before it can be withdrawn.
 */
export function DepositPromotions({ promotions, chosen, onChoose, amountMinor, receiveMinor }: DepositPromotionsProps) {
  const t = useT();
  const formatMoney = useFormatMoney();
  if (promotions.length === 0) return null;
  return (
    <fieldset className="deposit-choices deposit-promotions" data-testid="deposit-promotions">
      <legend className="deposit-legend">{t('deposit.promotion.label')}</legend>
      <label className="deposit-choice" data-testid="deposit-promotion-none">
        <input type="radio" name="deposit-promotion" checked={chosen === NO_PROMOTION} onChange={() => onChoose(NO_PROMOTION)} />
        <span>{t('deposit.promotion.none')}</span>
      </label>
      {promotions.map((promotion) => {
        const applies = amountMinor !== null && receiveMinor !== null && amountMinor >= toMinorUnits(promotion.minDeposit);
        const bonus = applies ? bonusMinor(receiveMinor, promotion) : 0;
        return (
          <label key={promotion.id} className="deposit-choice deposit-promotion" data-testid={`deposit-promotion-${promotion.code}`}>
            <input type="radio" name="deposit-promotion" checked={chosen === promotion.id} onChange={() => onChoose(promotion.id)} />
            <span>
              <span className="deposit-promotion-title">{t(`deposit.promotion.${promotion.code}`, { percent: promotion.percent })}</span>
              <span className="deposit-hint">
                {t('deposit.promotion.terms', {
                  percent: promotion.percent,
                  max: formatMoney(promotion.maxBonus),
                  min: formatMoney(promotion.minDeposit),
                  times: promotion.turnoverMultiplier,
                })}
              </span>
              {applies && receiveMinor !== null && (
                <span className="deposit-hint" data-testid={`deposit-promotion-${promotion.code}-bonus`}>
                  {t('deposit.promotion.youGet', {
                    bonus: formatMoney(toMajorUnits(bonus)),
                    turnover: formatMoney(toMajorUnits((receiveMinor + bonus) * promotion.turnoverMultiplier)),
                  })}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
