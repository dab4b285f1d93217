import { shellPages } from '@/components/layout/shell-page';

export const messagesPages = shellPages({
  notice: { access: 'public', message: 'home.noAnnouncement' },
  webEmail: { access: 'session' },
  service: { access: 'public' },
  help: { access: 'public' },
  helpDetail: { access: 'public' },
  feedback: { access: 'session' },
});
