import { appValue } from '../app/app-value';

export const fromApp = appValue;
