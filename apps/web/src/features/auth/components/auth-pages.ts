import { ChangePasswordPage } from '@/features/auth/components/change-password-page';
import { ForgetPage } from '@/features/auth/components/forget-page';
import { UserAgreementPage } from '@/features/auth/components/user-agreement-page';

export const authPages = {
  useragreement: UserAgreementPage,
  forget: ForgetPage,
  changePsw: ChangePasswordPage,
};
