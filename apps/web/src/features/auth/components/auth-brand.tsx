import { useT } from '@/lib/i18n/use-t';

/**
 * The logo of the login and registration pages: the app's mark with its wordmark drawn dark,
 * since these pages are light (the header's logo has a white wordmark), centred above the title.
 */
export function AuthBrand({ title }: { title: string }) {
  const t = useT();
  return (
    <div className="auth-brand">
      <svg className="auth-logo" viewBox="0 0 148 40" width="148" height="40" role="img" aria-label={t('app.name')} data-testid="auth-logo">
        <rect width="40" height="40" rx="10" fill="#f7c948" />
        <path d="M8 30V10h5l7 10 7-10h5v20h-5V18l-7 9-7-9v12z" fill="#0f1b3d" />
        <text x="50" y="28" fontFamily="Arial, Helvetica, sans-serif" fontSize="22" fontWeight="700" fill="#0f1b3d">
          M Play
        </text>
      </svg>
      <h1 className="auth-title">{title}</h1>
    </div>
  );
}
