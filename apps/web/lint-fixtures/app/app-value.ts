export const appValue = 1;
