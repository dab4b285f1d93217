import { shellPages } from '@/components/layout/shell-page';

export const authPages = shellPages({
  login: { access: 'public' },
  register: { access: 'public' },
  forget: { access: 'public' },
  changePsw: { access: 'session' },
  trail: { access: 'public' },
  useragreement: { access: 'public' },
});
