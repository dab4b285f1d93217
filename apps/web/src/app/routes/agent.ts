export { agentPages as pages } from '@/features/agent/components/agent-pages';
