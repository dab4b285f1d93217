export const featureValue = 1;
