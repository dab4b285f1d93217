import { shellPages } from '@/components/layout/shell-page';
import { NoticePage } from '@/features/messages/components/notice-page';

export const messagesPages = {
  ...shellPages({
    webEmail: { access: 'session' },
    service: { access: 'public' },
    help: { access: 'public' },
    helpDetail: { access: 'public' },
    feedback: { access: 'session' },
  }),
  notice: NoticePage,
};
