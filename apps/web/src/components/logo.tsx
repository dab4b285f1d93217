import logoUrl from '@/assets/logo.svg?url';

export function Logo({ alt, testId }: { alt: string; testId?: string }) {
  return <img className="logo" src={logoUrl} alt={alt} width={111} height={30} data-testid={testId} />;
}
