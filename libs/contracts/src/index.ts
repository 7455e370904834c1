export const SPIKE = 1;
