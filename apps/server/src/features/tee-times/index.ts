// What tee-time search offers the rest of the server; other features import only from here.
export { createTeeTimeSearch, type TeeTimeSearch } from './tee-time-search';
