import { shellPages } from '@/components/layout/shell-page';
import { FeedbackPage } from '@/features/messages/components/feedback-page';
import { HelpDetailPage, HelpPage } from '@/features/messages/components/help-pages';
import { InboxPage } from '@/features/messages/components/inbox-page';
import { NoticePage } from '@/features/messages/components/notice-page';

export const messagesPages = {
  ...shellPages({
    service: {},
  }),
  notice: NoticePage,
  help: HelpPage,
  helpDetail: HelpDetailPage,
  webEmail: InboxPage,
  feedback: FeedbackPage,
};
