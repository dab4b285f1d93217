import logoUrl from '@/assets/logo.svg?url';

/**
 * The app's mark and wordmark, two cuts of one picture. Where the logo is given less than its full width (a 320 px
 * header beside long buttons), the wordmark wraps onto a hidden second line and the mark stays.
 */
export function Logo({ alt, testId }: { alt: string; testId?: string }) {
  return (
    <span className="logo" role="img" aria-label={alt} data-testid={testId}>
      <img className="logo-mark" src={logoUrl} alt="" width={30} height={30} />
      <img className="logo-wordmark" src={logoUrl} alt="" width={81} height={30} />
    </span>
  );
}
