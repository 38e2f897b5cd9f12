export * from './api-envelope';
export * from './constants';
export * from './golf-course';
export * from './vancouver-time';
