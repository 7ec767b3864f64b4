export const tiny = 'x';
