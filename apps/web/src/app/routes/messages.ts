export { messagesPages as pages } from '@/features/messages/components/messages-pages';
