export * from './admin';
export * from './api-envelope';
export * from './auth';
export * from './constants';
export * from './golf-course';
export * from './monitoring-request';
export * from './tee-times';
export * from './vancouver-time';
