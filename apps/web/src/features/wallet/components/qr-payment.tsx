import { QrCode } from '@/components/qr-code';
import { useT } from '@/lib/i18n/use-t';
import { useFormatMoney } from '@/lib/site-status';
import { minutesAndSeconds, useTimeLeft } from '@/features/wallet/hooks/use-time-left';

const QR_PIXELS = 220;

/**
 * The QR code of a QR deposit, drawn from the payment URL, with the time left to pay. When the time is over the code is taken away.
 */
export function QrPayment({ url, amount, expiresAt }: { url: string; amount: number; expiresAt: number }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const secondsLeft = useTimeLeft(expiresAt);
  const expired = secondsLeft === 0;

  return (
    <div className="deposit-qr" data-testid="deposit-qr" data-url={url}>
      <p className="deposit-qr-amount">
        {t('deposit.qr.scanToPay')} <strong dir="ltr">{formatMoney(amount)}</strong>
      </p>
      <div className="deposit-qr-code">
        {!expired && <QrCode value={url} size={QR_PIXELS} alt={t('deposit.qr.codeAlt')} testId="deposit-qr-image" />}
      </div>
      {secondsLeft !== null && (
        <p className="deposit-qr-countdown" role="timer" aria-live="off" data-testid="deposit-qr-countdown">
          {expired ? t('deposit.qr.expired') : t('deposit.qr.timeLeft', { time: minutesAndSeconds(secondsLeft) })}
        </p>
      )}
    </div>
  );
}
