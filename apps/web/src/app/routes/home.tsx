import { HomePage } from '@/features/home/components/home-page';
import { DownloadBar } from '@/features/install/components/download-bar';

function Home() {
  return <HomePage installPrompt={<DownloadBar />} />;
}

export const pages = { home: Home };
