export const configValue = 1;
