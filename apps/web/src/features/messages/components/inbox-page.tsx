import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { InboxMessage, InboxPage as InboxAnswer } from '@m/contract';
import { LoadFailed } from '@/components/layout/load-failed';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { Button } from '@/components/ui/button';
import { Dialog, Toast } from '@/components/ui/feedback';
import { pathOf } from '@/config/paths';
import { errorCode, errorText } from '@/lib/api-error-text';
import { formatLocalDateTime } from '@/lib/format';
import { useInboxUnreadCount } from '@/lib/inbox-unread';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useDeleteMessage, useInbox, useInboxMessage, useReadAllMessages, useReadMessage } from '@/features/messages/api/inbox';
import { inboxText } from '@/features/messages/components/inbox-text';
import '@/features/messages/components/inbox.css';
import '@/features/messages/components/unread-dot.css';

const messagesOf = (page: InboxAnswer) => page.list;

function MessageDate({ at }: { at: number }) {
  return <time className="inbox-date" dir="ltr" dateTime={new Date(at).toISOString()}>{formatLocalDateTime(at, 'YYYY-MM-DD HH:mm')}</time>;
}

function MessageRow({ message }: { message: InboxMessage }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const { title, body } = inboxText(t, formatMoney, message);
  return (
    <li className="inbox-item" data-testid="inbox-item" data-read={message.read}>
      <Link className="inbox-row" to={`${pathOf('webEmail')}?id=${message.id}`}>
        {!message.read && <span className="inbox-unread unread-dot" data-testid="inbox-unread" role="img" aria-label={t('inbox.unreadMark')} />}
        <span className="inbox-title">{title}</span>
        <span className="inbox-preview">{body}</span>
        <MessageDate at={message.createdAt} />
      </Link>
    </li>
  );
}

function MessageList() {
  const t = useT();
  const owner = useSessionOwner();
  const messages = usePagedItems(useInbox(owner), messagesOf);
  const unread = useInboxUnreadCount();
  const readAll = useReadAllMessages(owner);
  return (
    <>
      <div className="inbox-actions">
        <Button size="small" fill="outline" data-testid="inbox-read-all" disabled={unread === 0} loading={readAll.isPending} onClick={() => readAll.mutate()}>
          {t('inbox.readAll')}
        </Button>
      </div>
      <PagedList list={messages} empty={t('inbox.empty')} errorText={(error) => (errorCode(error) ? errorText(t, error) : null)}>
        <ul className="inbox-list">
          {messages.items.map((message) => <MessageRow key={message.id} message={message} />)}
        </ul>
      </PagedList>
    </>
  );
}

/** One message, marked read once shown; deleted after a confirm, back to the list. */
function MessageDetail({ id }: { id: number }) {
  const t = useT();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const owner = useSessionOwner();
  const message = useInboxMessage(id, owner);
  const read = useReadMessage(owner);
  const remove = useDeleteMessage(owner);
  const back = () => void navigate(pathOf('webEmail'));

  const unread = message.data?.read === false;
  const { mutate: markRead, isIdle } = read;
  useEffect(() => {
    if (unread && isIdle) markRead(id);
  }, [unread, isIdle, markRead, id]);

  const confirmDelete = async () => {
    const confirmed = await Dialog.confirm({ content: t('inbox.deleteConfirm'), cancelText: t('common.cancel'), confirmText: t('inbox.delete') });
    if (!confirmed) return;
    remove.mutate(id, {
      onSuccess: () => {
        Toast.show({ content: t('inbox.deleted') });
        back();
      },
      onError: (error) => Toast.show({ content: errorText(t, error) }),
    });
  };

  if (message.isError) {
    return errorCode(message.error) === 'not.found'
      ? <p className="inbox-missing" role="alert" data-testid="inbox-missing">{t('inbox.missing')}</p>
      : <LoadFailed onRetry={() => void message.refetch()} />;
  }
  if (!message.data) return <p className="inbox-loading" aria-busy="true">{t('common.pleaseWait')}</p>;
  const { title, body } = inboxText(t, formatMoney, message.data);
  return (
    <article className="inbox-detail" data-testid="inbox-detail">
      <h2 className="inbox-detail-title">{title}</h2>
      <MessageDate at={message.data.createdAt} />
      <p className="inbox-detail-body" data-testid="inbox-detail-body">{body}</p>
      <Button color="danger" fill="outline" block data-testid="inbox-delete" loading={remove.isPending} onClick={() => void confirmDelete()}>
        {t('inbox.delete')}
      </Button>
    </article>
  );
}

const messageIdOf = (value: string | null): number | null => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * /m/webEmail (and /m/message): the member's messages, newest first, unread ones marked, with
 * "mark all read"; `?id=` opens one (read on opening, deletable).
 */
export function InboxPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = messageIdOf(params.get('id'));
  return (
    <section className="page inbox-page" data-testid="page-webEmail">
      <h1 className="page-title">{t('page.webEmail.title')}</h1>
      {id === null ? <MessageList /> : (
        <>
          <Link className="inbox-back" to={pathOf('webEmail')} data-testid="inbox-back">{t('inbox.back')}</Link>
          <MessageDetail key={id} id={id} />
        </>
      )}
    </section>
  );
}
