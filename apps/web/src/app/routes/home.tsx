import { HomePage } from '@/features/home/components/home-page';
import { prefetchHome } from '@/features/home/prefetch';
import { DownloadBar } from '@/features/install/components/download-bar';
import type { PagePrefetch } from '@/app/routes/page-prefetch';

function Home() {
  return <HomePage installPrompt={<DownloadBar />} />;
}

export const pages = { home: Home };

export const prefetch: { home: PagePrefetch } = { home: prefetchHome };
