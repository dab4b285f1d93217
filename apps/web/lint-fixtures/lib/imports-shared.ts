import { configValue } from '../config/config-value';

export const fromConfig = configValue;
