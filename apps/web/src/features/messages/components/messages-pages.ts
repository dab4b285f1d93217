import { shellPages } from '@/components/layout/shell-page';
import { NoticePage } from '@/features/messages/components/notice-page';

export const messagesPages = {
  ...shellPages({
    webEmail: {},
    service: {},
    help: {},
    helpDetail: {},
    feedback: {},
  }),
  notice: NoticePage,
};
