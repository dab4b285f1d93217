import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINT_WIRE } from 'virtual:m-endpoint-wire';
import { CHAT_GUEST_NAME_MAX, CHAT_TEXT_MAX, chatEventSchema, PICTURES_MAX_COUNT, type Chat, type ChatMessage, type StoredPicture } from '@m/contract';
import { PictureInput, picturePayload, type PickedPicture } from '@/components/form';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { storedPictureBlob, StoredPictureView } from '@/components/ui/stored-picture';
import { Toast } from '@/components/ui/feedback';
import { pageTitleKey } from '@/config/paths';
import { errorCode, errorText } from '@/lib/api-error-text';
import { applyChatEvent } from '@/lib/chat-events';
import { startEventStream, whileVisible } from '@/lib/event-stream';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { chatKeys } from '@/lib/query-keys';
import { useSessionOwner } from '@/lib/session';
import {
  fetchChatPicture, markChatRead, sendTyping, useChatMessages, useCurrentChat, useRateChat, useSendMessage, useStartChat, type ChatCaller,
} from '@/features/messages/api/live-chat';
import { forgetGuestChatToken, keepGuestChatToken, readGuestChatToken, useGuestChatToken } from '@/features/messages/guest-chat-token';
import '@/features/messages/components/live-chat.css';

/** A typing signal is sent at most this often while the member types. */
const TYPING_EVERY_MS = 3_000;

/** A client message id: the send's retries are one message. */
const newClientMessageId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

type Pending = { clientMessageId: string; text: string; pictures: PickedPicture[]; failed: boolean };

/** Opens a picture at full size in a new tab (from a tap: the picture is data, not an address). */
function openFullSize(picture: StoredPicture) {
  const url = URL.createObjectURL(storedPictureBlob(picture));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function MessagePicture({ message, index, caller }: { message: ChatMessage; index: number; caller: ChatCaller }) {
  const t = useT();
  const picture = useQuery({
    queryKey: chatKeys.picture(message.id, index, caller.owner),
    queryFn: ({ signal }) => fetchChatPicture(message.id, index, caller, signal),
    staleTime: Infinity,
  });
  return (
    <button type="button" className="chat-picture-box" disabled={!picture.data} onClick={() => picture.data && openFullSize(picture.data)} data-testid="chat-picture-open">
      {picture.data && <StoredPictureView picture={picture.data} alt={t('chat.pictureAlt', { n: index + 1 })} className="chat-picture" testId="chat-picture" />}
    </button>
  );
}

function MessageBubble({ message, chat, caller }: { message: ChatMessage; chat: Chat; caller: ChatCaller }) {
  const t = useT();
  const mine = message.sender !== 'OPERATOR';
  return (
    <li className="chat-message" data-mine={mine} data-testid="chat-message" data-sender={message.sender}>
      <div className="chat-bubble">
        <span className="visually-hidden">{mine ? t('chat.you') : t('chat.support')}: </span>
        {message.text && <p className="chat-text" dir="auto">{message.text}</p>}
        {message.pictures > 0 && (
          <span className="chat-pictures">
            {Array.from({ length: message.pictures }, (_, index) => <MessagePicture key={index} message={message} index={index} caller={caller} />)}
          </span>
        )}
        <span className="chat-meta">
          <time dir="ltr" dateTime={message.createdAt}>{formatLocalDateTime(Date.parse(message.createdAt), 'MM/DD HH:mm')}</time>
          {mine && (
            <span className="chat-mark" data-testid="chat-mark" data-read={message.id <= chat.operatorReadUpTo}>
              {t(message.id <= chat.operatorReadUpTo ? 'chat.read' : 'chat.sent')}
            </span>
          )}
        </span>
      </div>
    </li>
  );
}

function PendingBubble({ pending, onRetry }: { pending: Pending; onRetry(): void }) {
  const t = useT();
  return (
    <li className="chat-message" data-mine="true" data-testid="chat-pending">
      <div className="chat-bubble chat-bubble-pending">
        {pending.text && <p className="chat-text" dir="auto">{pending.text}</p>}
        {pending.pictures.length > 0 && <span className="chat-meta">{t('chat.pictureCount', { count: pending.pictures.length })}</span>}
        {pending.failed
          ? <button type="button" className="chat-retry" onClick={onRetry} data-testid="chat-retry">{t('chat.failed')}</button>
          : <span className="chat-meta">{t('chat.sending')}</span>}
      </div>
    </li>
  );
}

function RatingForm({ chat, caller }: { chat: Chat; caller: ChatCaller }) {
  const t = useT();
  const rate = useRateChat(caller);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  if (chat.rating !== null) {
    return <p className="chat-rated" data-testid="chat-rated">{t('chat.rated')} {'★'.repeat(chat.rating)}</p>;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) return;
    rate.mutate({ chatId: chat.id, rating, ...(comment.trim() ? { comment: comment.trim() } : {}) }, {
      onError: (error) => Toast.show({ icon: 'fail', content: errorText(t, error) }),
    });
  };
  return (
    <form className="chat-rating" onSubmit={submit} data-testid="chat-rating">
      <fieldset>
        <legend>{t('chat.rateTitle')}</legend>
        <div className="chat-stars">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="chat-star" data-on={value <= rating}>
              <input type="radio" name="rating" value={value} className="visually-hidden" checked={rating === value} onChange={() => setRating(value)} data-testid="chat-star" />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('chat.rateStar', { n: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="chat-rating-comment">
        <span>{t('chat.rateComment')}</span>
        <textarea value={comment} maxLength={300} rows={2} onChange={(event) => setComment(event.target.value)} />
      </label>
      <Button block color="primary" type="submit" disabled={rating === 0} loading={rate.isPending} data-testid="chat-rate-submit">{t('chat.rateSubmit')}</Button>
    </form>
  );
}

function Composer({ chat, caller, onSend }: { chat: Chat; caller: ChatCaller; onSend(text: string, pictures: PickedPicture[]): void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [pictures, setPictures] = useState<PickedPicture[]>([]);
  const [attaching, setAttaching] = useState(false);
  const lastTyping = useRef(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && pictures.length === 0) return;
    onSend(text.trim(), pictures);
    setText('');
    setPictures([]);
    setAttaching(false);
  };
  const typed = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      sendTyping(chat.id, caller).catch(() => undefined);
    }
  };

  return (
    <form className="chat-composer" onSubmit={submit} data-testid="chat-composer">
      {attaching && (
        <PictureInput label={t('chat.pictures')} previewAlt={t('chat.pictures')} pictures={pictures} onChange={setPictures} max={PICTURES_MAX_COUNT} testId="chat-pictures" />
      )}
      <div className="chat-composer-row">
        <button type="button" className="chat-attach" aria-expanded={attaching} aria-label={t('chat.attach')} onClick={() => setAttaching(!attaching)} data-testid="chat-attach">
          <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3 16 5-5 4 4 3-3 6 6" /><circle cx="16" cy="9" r="1.5" />
          </svg>
          {pictures.length > 0 && <span className="chat-attach-count">{pictures.length}</span>}
        </button>
        <label className="chat-input">
          <span className="visually-hidden">{t('chat.messageLabel')}</span>
          <textarea
            value={text} rows={1} maxLength={CHAT_TEXT_MAX} placeholder={t('chat.messagePlaceholder')} dir="auto"
            onChange={(event) => typed(event.target.value)} data-testid="chat-input"
          />
        </label>
        <Button color="primary" type="submit" className="chat-send" disabled={!text.trim() && pictures.length === 0} data-testid="chat-send">{t('chat.send')}</Button>
      </div>
    </form>
  );
}

/** The operator's typing signal until the moment it lapses (the server sends only one still running). */
function TypingIndicator({ until }: { until: string | null }) {
  const t = useT();
  const [lapsed, setLapsed] = useState<string | null>(null);
  useEffect(() => {
    if (!until) return undefined;
    const timer = setTimeout(() => setLapsed(until), Math.max(0, Date.parse(until) - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  const typing = until !== null && lapsed !== until;
  return <p className="chat-typing" aria-live="polite" data-testid="chat-typing" data-typing={typing}>{typing ? t('chat.typing') : ''}</p>;
}

function Conversation({ caller, onGuestRefused }: { caller: ChatCaller; onGuestRefused(): void }) {
  const t = useT();
  const client = useQueryClient();
  const current = useCurrentChat(caller);
  const start = useStartChat(caller);
  const send = useSendMessage(caller);
  const chat = current.data?.chat ?? null;
  const messages = useChatMessages(chat?.id ?? null, caller);
  const [pending, setPending] = useState<Pending[]>([]);
  const end = useRef<HTMLDivElement>(null);

  const refused = errorCode(current.error) === 'login.not.session';
  useEffect(() => {
    if (refused && !caller.owner) onGuestRefused();
  }, [refused, caller.owner, onGuestRefused]);

  // A member's first visit opens their chat.
  const needsStart = caller.owner !== null && current.isSuccess && chat === null;
  useEffect(() => {
    if (needsStart && start.isIdle) start.mutate(undefined);
  }, [needsStart, start]);

  // A guest's chat events come on their own stream (a member's on the member event stream).
  const { owner, guestToken } = caller;
  useEffect(() => {
    if (owner || !guestToken) return undefined;
    return whileVisible(() => startEventStream({
      path: ENDPOINT_WIRE.chatGuestEvents.path,
      token: guestToken,
      onRefused: onGuestRefused,
      onEvent: (received) => {
        let data: unknown;
        try {
          data = JSON.parse(received.data);
        } catch {
          return false;
        }
        const event = received.event === 'chat' ? chatEventSchema.safeParse(data) : null;
        if (event?.success) applyChatEvent(client, event.data, null);
        return event?.success ?? false;
      },
    }));
  }, [owner, guestToken, client, onGuestRefused]);

  const shown = useMemo(() => (messages.data?.pages ?? []).toReversed().flatMap((page) => page.messages), [messages.data]);
  const sentIds = useMemo(() => new Set(shown.map((message) => message.clientMessageId)), [shown]);
  const waiting = pending.filter((each) => !sentIds.has(each.clientMessageId));

  // The newest message in view: scrolled to when one arrives.
  const newestId = shown.at(-1)?.id ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newestId, waiting.length]);

  // The operator's messages on screen are read.
  const newestOperatorId = shown.filter((message) => message.sender === 'OPERATOR').at(-1)?.id ?? 0;
  useEffect(() => {
    if (!chat || newestOperatorId <= chat.readUpTo || document.visibilityState === 'hidden') return;
    markChatRead(chat.id, newestOperatorId, caller)
      .then(() => client.setQueryData(chatKeys.current(caller.owner), { chat: { ...chat, readUpTo: newestOperatorId } }))
      .catch(() => undefined);
  }, [chat, newestOperatorId, caller, client]);

  const deliver = async (item: Pending) => {
    if (!chat) return;
    setPending((list) => list.map((each) => (each.clientMessageId === item.clientMessageId ? { ...each, failed: false } : each)));
    try {
      const pictures = await Promise.all(item.pictures.map((picture) => picturePayload(picture.file)));
      await send.mutateAsync({ chatId: chat.id, clientMessageId: item.clientMessageId, text: item.text, pictures });
    } catch (error) {
      setPending((list) => list.map((each) => (each.clientMessageId === item.clientMessageId ? { ...each, failed: true } : each)));
      Toast.show({ icon: 'fail', content: errorText(t, error) });
      if (errorCode(error) === 'chat.closed') void client.invalidateQueries({ queryKey: chatKeys.current(caller.owner) });
    }
  };
  const onSend = (text: string, pictures: PickedPicture[]) => {
    const item = { clientMessageId: newClientMessageId(), text, pictures, failed: false };
    setPending((list) => [...list, item]);
    void deliver(item);
  };

  const newChat = () => {
    setPending([]);
    if (caller.owner) start.mutate(undefined);
    else onGuestRefused();
  };

  if (current.isError && !refused) {
    return <EmptyState description={errorText(t, current.error)}><Button onClick={() => void current.refetch()}>{t('common.retry')}</Button></EmptyState>;
  }
  if (!chat) return <p className="chat-loading" aria-busy="true">{t('common.pleaseWait')}</p>;

  return (
    <div className="chat-frame" data-testid="chat-frame" data-chat-id={chat.id} data-status={chat.status}>
      <div className="chat-scroll">
        {messages.hasNextPage && (
          <button type="button" className="chat-earlier" onClick={() => void messages.fetchNextPage()} disabled={messages.isFetchingNextPage}>{t('chat.earlier')}</button>
        )}
        {shown.length === 0 && waiting.length === 0 && !messages.isPending && <p className="chat-empty">{t('chat.empty')}</p>}
        <ol className="chat-messages" aria-label={t(pageTitleKey('service-chat'))}>
          {shown.map((message) => <MessageBubble key={message.id} message={message} chat={chat} caller={caller} />)}
          {waiting.map((item) => <PendingBubble key={item.clientMessageId} pending={item} onRetry={() => void deliver(item)} />)}
        </ol>
        <div ref={end} />
      </div>
      {chat.status === 'OPEN' ? (
        <>
          <TypingIndicator until={chat.operatorTypingUntil} />
          <Composer chat={chat} caller={caller} onSend={onSend} />
        </>
      ) : (
        <div className="chat-closed" data-testid="chat-closed">
          <p>{t('chat.closed')}</p>
          <RatingForm chat={chat} caller={caller} />
          <Button block fill="outline" onClick={newChat} loading={start.isPending} data-testid="chat-new">{t('chat.newChat')}</Button>
        </div>
      )}
    </div>
  );
}

function GuestNameForm({ onStarted }: { onStarted(token: string): void }) {
  const t = useT();
  const start = useStartChat({ owner: null, guestToken: null });
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    start.mutate(name.trim(), {
      onSuccess: ({ guestToken }) => guestToken && onStarted(guestToken),
    });
  };
  return (
    <form className="chat-guest" onSubmit={submit} data-testid="chat-guest-form">
      <p>{t('chat.guestIntro')}</p>
      <label className="chat-guest-name">
        <span>{t('chat.guestName')}</span>
        <input value={name} maxLength={CHAT_GUEST_NAME_MAX} autoComplete="name" placeholder={t('chat.guestNamePlaceholder')} onChange={(event) => setName(event.target.value)} data-testid="chat-guest-name" />
      </label>
      {start.isError && <p className="form-field-error" role="alert">{errorText(t, start.error)}</p>}
      <Button block color="primary" type="submit" disabled={!name.trim()} loading={start.isPending} data-testid="chat-guest-start">{t('chat.guestStart')}</Button>
    </form>
  );
}

/**
 * /m/service/chat: the in-house live chat with the merchant's support (spec §2, §7). A member chats
 * under their session; a guest gives a name first and keeps the chat's token on the device, so the
 * conversation survives a reload. New messages, read marks and the typing signal come by push (the
 * member event stream, or the guest's own); a dropped connection is opened again by the shared reader.
 */
export function LiveChatPage() {
  const t = useT();
  const client = useQueryClient();
  const owner = useSessionOwner();
  const guestToken = useGuestChatToken((state) => state.token);
  useEffect(() => {
    if (!owner) readGuestChatToken();
  }, [owner]);

  const forgetGuest = useMemo(() => () => {
    forgetGuestChatToken();
    client.removeQueries({ queryKey: chatKeys.all });
  }, [client]);
  const caller = useMemo(() => ({ owner, guestToken: owner ? null : guestToken ?? null }), [owner, guestToken]);

  let body;
  if (owner || guestToken) body = <Conversation caller={caller} onGuestRefused={forgetGuest} />;
  else if (guestToken === null) body = <GuestNameForm onStarted={keepGuestChatToken} />;
  else body = null;

  return (
    <section className="page live-chat-page" data-testid="page-service-chat">
      <h1 className="page-title">{t(pageTitleKey('service-chat'))}</h1>
      {body}
    </section>
  );
}
