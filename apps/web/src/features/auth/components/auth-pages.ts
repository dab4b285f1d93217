import { shellPages } from '@/components/layout/shell-page';
import { ChangePasswordPage } from '@/features/auth/components/change-password-page';
import { ForgetPage } from '@/features/auth/components/forget-page';

export const authPages = {
  ...shellPages({ useragreement: {} }),
  forget: ForgetPage,
  changePsw: ChangePasswordPage,
};
