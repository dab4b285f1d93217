import { shellPages } from '@/components/layout/shell-page';
import { LiveChatPage } from '@/features/messages/components/live-chat-page';
import { NoticePage } from '@/features/messages/components/notice-page';
import { ServicePage } from '@/features/messages/components/service-page';

export const messagesPages = {
  ...shellPages({
    webEmail: {},
    help: {},
    helpDetail: {},
    feedback: {},
  }),
  notice: NoticePage,
  service: ServicePage,
  'service-chat': LiveChatPage,
};
