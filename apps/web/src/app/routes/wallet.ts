export { walletPages as pages } from '@/features/wallet/components/wallet-pages';
