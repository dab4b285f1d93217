import { shellPages } from '@/components/layout/shell-page';
import { InboxPage } from '@/features/messages/components/inbox-page';
import { NoticePage } from '@/features/messages/components/notice-page';

export const messagesPages = {
  ...shellPages({
    service: {},
    help: {},
    helpDetail: {},
    feedback: {},
  }),
  notice: NoticePage,
  webEmail: InboxPage,
};
