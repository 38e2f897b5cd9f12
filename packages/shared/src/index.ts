export * from './admin';
export * from './api-envelope';
export * from './constants';
export * from './golf-course';
export * from './monitoring-request';
export * from './vancouver-time';
