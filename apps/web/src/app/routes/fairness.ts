export { fairnessPages as pages } from '@/features/fairness/components/fairness-pages';
