/**
 * Opens the payment page the server answered (the gateway simulator, the e-wallet hand-off) in
 * place of the app, so the gateway's return lands on a fresh page. Only a page of this site is
 * opened: anything else in the answer is not followed.
 */
export const openPaymentPage = (payUrl: string): boolean => {
  const target = new URL(payUrl, window.location.href);
  if (target.origin !== window.location.origin) return false;
  window.location.assign(target.href);
  return true;
};
