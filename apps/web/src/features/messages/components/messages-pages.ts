import { shellPages } from '@/components/layout/shell-page';
import { HelpDetailPage, HelpPage } from '@/features/messages/components/help-pages';
import { NoticePage } from '@/features/messages/components/notice-page';

export const messagesPages = {
  ...shellPages({
    webEmail: {},
    service: {},
    feedback: {},
  }),
  notice: NoticePage,
  help: HelpPage,
  helpDetail: HelpDetailPage,
};
