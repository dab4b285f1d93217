import { useEffect, useId, useState } from 'react';
import { RECEIPT_CONTENT_TYPES, RECEIPT_MAX_BYTES, type ManualDepositRequest } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';

type ReceiptType = (typeof RECEIPT_CONTENT_TYPES)[number];
const isReceiptType = (type: string): type is ReceiptType => (RECEIPT_CONTENT_TYPES as readonly string[]).includes(type);

/** Why a picked file cannot be a receipt (a translation key), or null when it can. */
export const receiptProblem = (file: Pick<File, 'size' | 'type'>): string | null => {
  if (!isReceiptType(file.type)) return 'deposit.receipt.wrongType';
  return file.size > RECEIPT_MAX_BYTES ? 'deposit.receipt.tooLarge' : null;
};

/** The receipt as the deposit call carries it: its type and its bytes in base64. */
export const receiptPayload = async (file: File): Promise<NonNullable<ManualDepositRequest['receipt']>> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { contentType: isReceiptType(file.type) ? file.type : 'image/jpeg', data: btoa(binary) };
};

/** A picked receipt and the address of its preview (released when the receipt is replaced or removed). */
export type Receipt = { file: File; previewUrl: string };

/** An optional receipt image: picked, checked for type and size, previewed, removable. */
export function ReceiptInput({ receipt, onChange }: { receipt: Receipt | null; onChange: (receipt: Receipt | null) => void }) {
  const t = useT();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => {
    if (receipt) URL.revokeObjectURL(receipt.previewUrl);
  }, [receipt]);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const found = receiptProblem(picked);
    setProblem(found);
    onChange(found ? null : { file: picked, previewUrl: URL.createObjectURL(picked) });
  };

  // The native picker's own button speaks the browser's language: it is hidden, and a translated label opens it.
  return (
    <div className="form-field deposit-receipt" data-testid="deposit-receipt">
      <p className="form-field-label" id={`${id}-title`}>{t('deposit.receipt.label')}</p>
      <input
        id={id}
        className="visually-hidden deposit-receipt-file"
        type="file"
        accept={RECEIPT_CONTENT_TYPES.join(',')}
        aria-labelledby={`${id}-title`}
        aria-describedby={problem ? `${id}-error` : `${id}-hint`}
        aria-invalid={problem ? true : undefined}
        data-testid="deposit-receipt-input"
        onChange={(event) => {
          pick(event.target.files?.[0]);
          // Picking the same file again after removing it is a change too.
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="outline-button deposit-receipt-choose" data-testid="deposit-receipt-choose">
        {t(receipt ? 'deposit.receipt.replace' : 'deposit.receipt.choose')}
      </label>
      <p className="deposit-hint" id={`${id}-hint`}>{t('deposit.receipt.hint', { size: RECEIPT_MAX_BYTES / 1024 })}</p>
      {problem && (
        <p className="form-field-error" id={`${id}-error`} role="alert" data-testid="deposit-receipt-error">{t(problem)}</p>
      )}
      {receipt && (
        <div className="deposit-receipt-preview">
          <img src={receipt.previewUrl} alt={t('deposit.receipt.previewAlt')} data-testid="deposit-receipt-preview" />
          <button type="button" className="outline-button" onClick={() => onChange(null)} data-testid="deposit-receipt-remove">
            {t('deposit.receipt.remove')}
          </button>
        </div>
      )}
    </div>
  );
}
