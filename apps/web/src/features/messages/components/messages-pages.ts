import { shellPages } from '@/components/layout/shell-page';
import { FeedbackPage } from '@/features/messages/components/feedback-page';
import { NoticePage } from '@/features/messages/components/notice-page';

export const messagesPages = {
  ...shellPages({
    webEmail: {},
    service: {},
    help: {},
    helpDetail: {},
  }),
  notice: NoticePage,
  feedback: FeedbackPage,
};
