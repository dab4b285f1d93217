type Env = { VITE_MERCHANT: string };

let env: Env | undefined;

/** Build-time settings, read on first use; the merchant here is only the fallback when the server left the meta tag empty. */
export const getEnv = (): Env => (env ??= { VITE_MERCHANT: import.meta.env.VITE_MERCHANT || 'DEMO' });
