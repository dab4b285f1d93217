import type { Notice } from '@m/contract';
import { RichHtml } from '@/components/rich-html';
import { Dialog } from '@/components/ui/feedback';
import { useT } from '@/lib/i18n/use-t';

/** The popup announcements in one dialog; their HTML was sanitised by the server. */
export default function PopupNotices({ notices, onClose }: { notices: readonly Notice[]; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      visible
      title={t('home.popupTitle')}
      bodyClassName="popup-notices"
      content={
        <div data-testid="login-popup">
          {notices.map((notice) => (
            <article key={notice.id} className="popup-notice">
              <h3>{notice.title}</h3>
              <RichHtml html={notice.content} />
            </article>
          ))}
        </div>
      }
      actions={[{ key: 'close', text: t('common.gotIt'), bold: true }]}
      onAction={onClose}
      onClose={onClose}
    />
  );
}
