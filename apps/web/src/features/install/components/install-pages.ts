import { DownloadPage } from '@/features/install/components/download-page';

export const installPages = { download: DownloadPage };
