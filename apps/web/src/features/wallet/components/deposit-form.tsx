import { useRef, useState } from 'react';
import {
  RECEIPT_MAX_BYTES, toMajorUnits, toMinorUnits, type DepositChannel, type DepositChannelInfo, type DepositPromotion, type DepositRequest, type ManualDepositRequest,
} from '@m/contract';
import { AmountField, Form, PictureInput, SubmitButton, TextField, amountRule, picturePayload, transferReferenceRule, useAppForm, type PickedPicture } from '@/components/form';
import { Tabs } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/use-t';
import { useFormatMoney } from '@/lib/site-status';
import { quoteDeposit } from '@/features/wallet/deposit-amount';
import { depositRefusalText } from '@/features/wallet/deposit-refusal';
import { ReceivingAccountDetails } from '@/features/wallet/components/copy-value';
import { DepositPromotions, NO_PROMOTION } from '@/features/wallet/components/deposit-promotions';

/** `new` and `base` arrangements of the same parts (site setting mobileTemplate.dep_func, spec §3). */
export type DepositLayout = 'new' | 'base';

/** What the page sends: the channel picks the endpoint; a manual transfer adds its reference and receipt. */
export type DepositSubmission = { channel: DepositChannel; body: DepositRequest | ManualDepositRequest };

type DepositValues = { amount: string; reference: string };

type DepositFormProps = {
  layout: DepositLayout;
  channels: readonly DepositChannelInfo[];
  promotions: readonly DepositPromotion[];
  direction: 'ltr' | 'rtl';
  pending: boolean;
  onSubmit: (submission: DepositSubmission) => Promise<void>;
};

/**
 * The deposit form: channel, bank or provider (a manual transfer shows the account to pay to),
 * amount (presets, bounds, fee, what arrives), promotion, and submit.
 */
export function DepositForm({ layout, channels, promotions, direction, pending, onSubmit }: DepositFormProps) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const [channelCode, setChannelCode] = useState(channels[0]!.channel);
  const channel = channels.find((candidate) => candidate.channel === channelCode) ?? channels[0]!;
  const [providerCode, setProviderCode] = useState(channel.providers[0]?.code ?? '');
  const provider = channel.providers.find((candidate) => candidate.code === providerCode) ?? channel.providers[0];
  const [promotionId, setPromotionId] = useState(NO_PROMOTION);
  const [receipt, setReceipt] = useState<PickedPicture[]>([]);
  const lastFill = useRef<{ fill: string; requestId: string } | null>(null);
  const manual = channel.channel === 'mt';
  const form = useAppForm<DepositValues>({
    defaultValues: { amount: '', reference: '' },
    rules: {
      amount: amountRule({ min: channel.minAmount, max: channel.maxAmount }),
      ...(manual ? { reference: transferReferenceRule } : {}),
    },
  });
  const typed = form.watch('amount');
  const quote = quoteDeposit(typed, channel);

  const chooseChannel = (code: DepositChannel) => {
    const next = channels.find((candidate) => candidate.channel === code)!;
    setChannelCode(code);
    setProviderCode(next.providers[0]?.code ?? '');
    // The other channel's bounds apply from the next change or submit (its rules exist from the next render on).
    form.clearErrors('amount');
  };

  const submit = async ({ amount, reference }: DepositValues) => {
    const request = {
      amount,
      providerCode: provider?.code ?? '',
      ...(promotionId === NO_PROMOTION ? {} : { promotionId }),
      ...(manual ? { reference: reference.trim(), ...(receipt[0] ? { receipt: await picturePayload(receipt[0].file) } : {}) } : {}),
    };
    // The same filled form keeps its id (a double tap, a retry after a lost answer): the server makes one order.
    const fill = JSON.stringify([channel.channel, request]);
    if (lastFill.current?.fill !== fill) lastFill.current = { fill, requestId: crypto.randomUUID() };
    try {
      await onSubmit({ channel: channel.channel, body: { ...request, requestId: lastFill.current.requestId } });
    } catch (error) {
      form.alert(depositRefusalText(t, formatMoney, error));
    }
  };

  const channelLabel = (code: DepositChannel) => t(`deposit.channel.${code}`);
  return (
    <div className={`deposit-form deposit-layout-${layout}`} data-testid="deposit-panel" data-layout={layout}>
      {layout === 'base' ? (
        <Tabs activeKey={channel.channel} onChange={(key) => chooseChannel(key as DepositChannel)} direction={direction} className="deposit-channel-tabs">
          {channels.map(({ channel: code }) => (
            <Tabs.Tab key={code} title={<span data-testid={`deposit-channel-${code}`}>{channelLabel(code)}</span>} />
          ))}
        </Tabs>
      ) : (
        <fieldset className="deposit-choices deposit-channel-grid">
          <legend className="deposit-legend">{t('deposit.channel.label')}</legend>
          {channels.map(({ channel: code }) => (
            <label key={code} className="deposit-choice" data-testid={`deposit-channel-${code}`}>
              <input type="radio" name="deposit-channel" value={code} checked={code === channel.channel} onChange={() => chooseChannel(code)} />
              <span>{channelLabel(code)}</span>
            </label>
          ))}
        </fieldset>
      )}

      <Form form={form} idPrefix="deposit" onValid={submit}>
        {channel.providers.length > 0 && (
          <fieldset className="deposit-choices deposit-provider-list">
            <legend className="deposit-legend">{t(manual ? 'deposit.bank' : 'deposit.provider')}</legend>
            {channel.providers.map(({ code, name }) => (
              <label key={code} className="deposit-choice" data-testid={`deposit-provider-${code}`}>
                <input type="radio" name="deposit-provider" value={code} checked={code === provider?.code} onChange={() => setProviderCode(code)} />
                <span>{name}</span>
              </label>
            ))}
          </fieldset>
        )}

        {manual && provider?.account && (
          <section className="wallet-card deposit-account" aria-labelledby="deposit-account-title" data-testid="deposit-account">
            <h2 className="deposit-section-title" id="deposit-account-title">{t('deposit.manual.payTo')}</h2>
            <ReceivingAccountDetails account={provider.account} testIdPrefix="deposit" />
            <p className="deposit-hint">{t('deposit.manual.howTo')}</p>
          </section>
        )}

        <AmountField name="amount" label="deposit.amount" placeholder="deposit.amountPlaceholder" required />
        <p className="deposit-hint" data-testid="deposit-bounds">
          {t('deposit.bounds', { min: formatMoney(channel.minAmount), max: formatMoney(channel.maxAmount) })}
        </p>
        {channel.presets.length > 0 && (
          <div className="deposit-presets" role="group" aria-label={t('deposit.presets')}>
            {channel.presets.map((preset) => (
              <button
                key={preset}
                type="button"
                className="deposit-preset"
                dir="ltr"
                aria-pressed={quote?.amountMinor === toMinorUnits(preset)}
                data-testid={`deposit-preset-${preset}`}
                onClick={() => form.setValue('amount', String(preset), { shouldValidate: true })}
              >
                {formatMoney(preset, { decimals: 0 })}
              </button>
            ))}
          </div>
        )}

        {manual && (
          <>
            <TextField name="reference" label="deposit.manual.reference" placeholder="deposit.manual.referencePlaceholder" autoComplete="off" maxLength={64} required />
            <PictureInput
              label={t('deposit.receipt.label')}
              previewAlt={t('deposit.receipt.previewAlt')}
              pictures={receipt}
              onChange={setReceipt}
              maxBytes={RECEIPT_MAX_BYTES}
              testId="deposit-receipt"
            />
          </>
        )}

        <DepositPromotions promotions={promotions} chosen={promotionId} onChoose={setPromotionId} receiveMinor={quote?.receiveMinor ?? null} amountMinor={quote?.amountMinor ?? null} />

        <dl className="deposit-summary" data-testid="deposit-summary">
          <div>
            <dt>{t('deposit.fee')}</dt>
            <dd dir="ltr" data-testid="deposit-fee">{formatMoney(toMajorUnits(quote?.feeMinor ?? 0))}</dd>
          </div>
          <div>
            <dt>{t('deposit.receive')}</dt>
            <dd dir="ltr" data-testid="deposit-receive">{formatMoney(toMajorUnits(quote?.receiveMinor ?? 0))}</dd>
          </div>
        </dl>
        <SubmitButton testId="deposit-submit" loading={pending}>{t(manual ? 'deposit.manual.submit' : 'deposit.submit')}</SubmitButton>
      </Form>
    </div>
  );
}
