export { authPages as pages } from '@/features/auth/components/auth-pages';
