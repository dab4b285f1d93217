import { createContext, useContext, type ReactNode } from 'react';
import { MERCHANT_META_NAME } from '@m/contract';
import { getEnv } from '@/config/env';

/** The server writes the merchant of the host into the meta tag; the dev server leaves it empty. */
export const readMerchantCode = (doc: Document = document): string =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${MERCHANT_META_NAME}"]`)?.content.trim() || getEnv().VITE_MERCHANT;

const MerchantContext = createContext<string>('');

export function MerchantProvider({ code, children }: { code: string; children: ReactNode }) {
  return <MerchantContext value={code}>{children}</MerchantContext>;
}

export const useMerchantCode = () => useContext(MerchantContext);
