export { memberPages as pages } from '@/features/member/components/member-pages';
