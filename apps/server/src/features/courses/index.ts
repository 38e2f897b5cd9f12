// What the course catalogue offers the rest of the server; other features import only from here.
export { courseCacheFor } from './course-cache';
export { selectCourse, selectImages, toAdminGolfCourse } from './courses.queries';
