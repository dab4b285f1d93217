import { findLanguage } from '@m/contract';
import { DotLoading } from '@/components/ui/dot-loading';
import { useT } from '@/lib/i18n/use-t';
import { useUserAgreement } from '@/features/auth/api/user-agreement';
import '@/features/auth/components/user-agreement.css';

/**
 * /m/useragreement (from the registration's agreement box): the merchant's terms of use, privacy and
 * responsible-gaming text, sanitised HTML in sections under h2 headings. The text says which
 * language it is in, so a fallback text (title and sections) keeps its own direction inside a
 * right-to-left page.
 */
export function UserAgreementPage() {
  const t = useT();
  const agreement = useUserAgreement();
  const language = agreement.data ? findLanguage(agreement.data.language) : undefined;
  return (
    <section className="page user-agreement-page" data-testid="page-useragreement" lang={language?.htmlLang} dir={language?.dir}>
      <h1 className="page-title">{agreement.data?.title ?? t('page.useragreement.title')}</h1>
      {agreement.isPending && <div className="user-agreement-loading"><DotLoading /></div>}
      {agreement.isError && (
        <button type="button" className="user-agreement-retry" data-testid="user-agreement-retry" onClick={() => void agreement.refetch()}>
          {t('common.loadFailed')}
        </button>
      )}
      {agreement.data && (
        <article className="user-agreement" data-testid="user-agreement" dangerouslySetInnerHTML={{ __html: agreement.data.content }} />
      )}
    </section>
  );
}
