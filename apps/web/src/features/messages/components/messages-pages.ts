import { FeedbackPage } from '@/features/messages/components/feedback-page';
import { HelpDetailPage, HelpPage } from '@/features/messages/components/help-pages';
import { InboxPage } from '@/features/messages/components/inbox-page';
import { LiveChatPage } from '@/features/messages/components/live-chat-page';
import { NoticePage } from '@/features/messages/components/notice-page';
import { ServicePage } from '@/features/messages/components/service-page';

export const messagesPages = {
  notice: NoticePage,
  help: HelpPage,
  helpDetail: HelpDetailPage,
  webEmail: InboxPage,
  feedback: FeedbackPage,
  service: ServicePage,
  'service-chat': LiveChatPage,
};
