import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { UiConfigProvider } from '@/components/ui/ui-config-provider';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { useLanguage } from '@/lib/i18n/use-t';
import { MerchantProvider, readMerchantCode } from '@/lib/merchant';

function LocalizedUi({ children }: { children: ReactNode }) {
  return <UiConfigProvider language={useLanguage()}>{children}</UiConfigProvider>;
}

export function AppProvider({ children, queryClient: client }: { children: ReactNode; queryClient: QueryClient }) {
  const [merchant] = useState(readMerchantCode);
  return (
    <QueryClientProvider client={client}>
      <MerchantProvider code={merchant}>
        <I18nProvider>
          <LocalizedUi>
            <ErrorBoundary onReset={() => client.resetQueries()}>{children}</ErrorBoundary>
          </LocalizedUi>
        </I18nProvider>
      </MerchantProvider>
    </QueryClientProvider>
  );
}
