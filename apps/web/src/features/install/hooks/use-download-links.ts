import { useMemo } from 'react';
import { useSiteInfo } from '@/lib/site-status';
import { downloadLinksOf, type DownloadLinks } from '@/features/install/download-links';

/** The download links of the site status (spec §3 download link). */
export function useDownloadLinks(): DownloadLinks {
  const resources = useSiteInfo()?.resources;
  return useMemo(() => downloadLinksOf(resources ?? []), [resources]);
}
