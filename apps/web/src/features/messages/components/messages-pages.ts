import { shellPages } from '@/components/layout/shell-page';
import { HelpDetailPage, HelpPage } from '@/features/messages/components/help-pages';
import { InboxPage } from '@/features/messages/components/inbox-page';
import { NoticePage } from '@/features/messages/components/notice-page';

export const messagesPages = {
  ...shellPages({
    service: {},
    feedback: {},
  }),
  notice: NoticePage,
  help: HelpPage,
  helpDetail: HelpDetailPage,
  webEmail: InboxPage,
};
