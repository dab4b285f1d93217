import { second } from './cycle-second';

export const first = () => second;
