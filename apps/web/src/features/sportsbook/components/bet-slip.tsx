import { useState } from 'react';
import { Link } from 'react-router';
import { combinedOdds, formatOdds, PARLAY_MIN_LEGS, oddsPayoutOf, sportsOddsChangedSchema, parseAmountMinor, toMajorUnits } from '@m/contract';
import { AmountField, Form, SubmitButton, amountRule, useAppForm, useFieldValue } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Toast } from '@/components/ui/feedback';
import { Popup } from '@/components/ui/popup';
import { LOGIN_PATH, pathOf } from '@/config/paths';
import { errorCode, errorText } from '@/lib/api-error-text';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useSubmitRequestId } from '@/lib/submit-request-id';
import { usePlaceSportsBet } from '@/features/sportsbook/api/place-bet';
import { clearSlip, removePick, repricePicks, useSlipStore, type SlipPick } from '@/features/sportsbook/slip-store';
import { pickLabel } from '@/features/sportsbook/components/pick-label';

type SlipMode = 'SINGLE' | 'PARLAY';
type StakeValues = { stake: string };

const MIN_STAKE = 1;

/** What the slip pays if it wins: each single at its odds, or the parlay at the legs' combined odds. */
function potentialWinMinor(picks: readonly SlipPick[], mode: SlipMode, stakeMinor: number): number {
  if (mode === 'PARLAY') return oddsPayoutOf(stakeMinor, combinedOdds(picks.map((pick) => pick.odds)));
  return picks.reduce((total, pick) => total + oddsPayoutOf(stakeMinor, pick.odds), 0);
}

function SlipForm({ picks, mode, onPlaced }: { picks: SlipPick[]; mode: SlipMode; onPlaced: () => void }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const place = usePlaceSportsBet();
  const requestId = useSubmitRequestId();
  const [repriced, setRepriced] = useState(false);
  const form = useAppForm<StakeValues>({ defaultValues: { stake: '' }, rules: { stake: amountRule({ min: MIN_STAKE }) } });
  const stakeMinor = parseAmountMinor(useFieldValue(form.control, 'stake').trim()) ?? 0;
  const slips = mode === 'PARLAY' ? [picks] : picks.map((pick) => [pick]);

  const onValid = async (values: StakeValues) => {
    const base = requestId.take();
    try {
      // Each single is its own bet with its own request id: a retry answers those already placed.
      for (const [index, legs] of slips.entries()) {
        await place.mutateAsync({
          requestId: slips.length === 1 ? base : `${base}-${index}`, stake: values.stake,
          legs: legs.map((pick) => ({ selectionId: pick.selectionId, odds: pick.odds })),
        });
      }
      requestId.answered();
      setRepriced(false);
      Toast.show({ icon: 'success', content: t('sportsbook.placed') });
      onPlaced();
    } catch (error) {
      requestId.failed(error);
      const code = errorCode(error);
      if (code === 'sports.odds.changed' && error instanceof ApiError) {
        const changed = sportsOddsChangedSchema.safeParse(error.value);
        if (changed.success) repricePicks(changed.data.changes);
        setRepriced(true);
      } else if (code === 'sports.market.closed' && error instanceof ApiError) {
        const closed = (error.value as { selectionIds?: unknown } | undefined)?.selectionIds;
        if (Array.isArray(closed)) for (const id of closed) if (typeof id === 'number') removePick(id);
      }
      form.alert(errorText(t, error));
    }
  };

  return (
    <Form form={form} idPrefix="sportsSlip" onValid={onValid}>
      <AmountField name="stake" label={mode === 'PARLAY' ? 'sportsbook.stake' : 'sportsbook.stakeEach'} placeholder="sportsbook.stakePlaceholder" required />
      <dl className="sports-slip-totals">
        {mode === 'PARLAY' && (
          <div>
            <dt>{t('sportsbook.totalOdds')}</dt>
            <dd data-testid="slip-total-odds"><bdi dir="ltr">{formatOdds(combinedOdds(picks.map((pick) => pick.odds)))}</bdi></dd>
          </div>
        )}
        <div>
          <dt>{t('sportsbook.potentialWin')}</dt>
          <dd data-testid="slip-potential-win"><bdi dir="ltr">{formatMoney(toMajorUnits(potentialWinMinor(picks, mode, stakeMinor)))}</bdi></dd>
        </div>
      </dl>
      {repriced && <p className="sports-slip-notice" role="status" data-testid="slip-odds-changed">{t('sportsbook.oddsChanged')}</p>}
      <SubmitButton testId="slip-submit" loading={place.isPending}>{t(repriced ? 'sportsbook.acceptOdds' : 'sportsbook.place')}</SubmitButton>
    </Form>
  );
}

/**
 * The bet slip: a bar with the number of picks that opens the slip. Singles place one bet per
 * pick at one stake each; a parlay (2 to 5 picks, one per match) one bet at the combined odds.
 * Guests see the slip and are asked to log in to place it.
 */
export function BetSlip() {
  const t = useT();
  const session = useSession();
  const picks = useSlipStore((state) => state.picks);
  const [opened, setOpened] = useState(false);
  const [chosenMode, setMode] = useState<SlipMode>('SINGLE');
  const mode: SlipMode = picks.length >= PARLAY_MIN_LEGS ? chosenMode : 'SINGLE';
  if (picks.length === 0 && !opened) return null;
  return (
    <>
      <div className="sports-slip-bar">
        <Button block color="primary" onClick={() => setOpened(true)} data-testid="slip-open">
          {t('sportsbook.slipCount', { n: picks.length })}
        </Button>
      </div>
      <Popup visible={opened} position="bottom" onMaskClick={() => setOpened(false)} onClose={() => setOpened(false)} bodyClassName="sports-slip" destroyOnClose>
        <div data-testid="bet-slip">
          <div className="sports-slip-head">
            <h2>{t('sportsbook.slip')}</h2>
            {picks.length > 0 && <button type="button" className="sports-link-button" onClick={clearSlip} data-testid="slip-clear">{t('sportsbook.clear')}</button>}
          </div>
          {picks.length >= PARLAY_MIN_LEGS && (
            <div className="sports-slip-modes" role="radiogroup" aria-label={t('sportsbook.slip')}>
              {(['SINGLE', 'PARLAY'] as const).map((entry) => (
                <button key={entry} type="button" role="radio" aria-checked={mode === entry} onClick={() => setMode(entry)} data-testid={`slip-mode-${entry}`}>
                  {t(`sportsbook.mode.${entry}`)}
                </button>
              ))}
            </div>
          )}
          {picks.length === 0 ? <p className="sports-empty">{t('sportsbook.slipEmpty')}</p> : (
            <ul className="sports-slip-picks">
              {picks.map((pick) => (
                <li key={pick.selectionId} data-testid="slip-pick">
                  <div className="sports-slip-pick-text">
                    <span className="sports-slip-pick-name"><bdi>{pickLabel(t, pick)}</bdi></span>
                    <span className="sports-slip-pick-match"><bdi>{`${pick.homeTeam} – ${pick.awayTeam}`}</bdi></span>
                    <span className="sports-slip-pick-market">{t(`sportsbook.market.${pick.market}`)}</span>
                  </div>
                  <span className="sports-selection-odds" dir="ltr" data-testid="slip-pick-odds">{formatOdds(pick.odds)}</span>
                  <button type="button" className="sports-link-button" onClick={() => removePick(pick.selectionId)} aria-label={t('sportsbook.remove')}>×</button>
                </li>
              ))}
            </ul>
          )}
          {picks.length > 0 && (session ? (
            <SlipForm picks={picks} mode={mode} onPlaced={() => { clearSlip(); setOpened(false); }} />
          ) : (
            <Link className="adm-button adm-button-primary adm-button-block sports-login" to={LOGIN_PATH} data-testid="slip-login">{t('sportsbook.loginToBet')}</Link>
          ))}
          {session && <Link className="sports-my-bets-link" to={pathOf('sportsbook-bets')}>{t('page.sportsbook-bets.title')}</Link>}
        </div>
      </Popup>
    </>
  );
}
