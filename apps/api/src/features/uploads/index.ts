// What the rest of the API may use of uploads: the routes, and who uploaded an image.
export { uploadFileRoutes, uploadRoutes } from './routes';
export { findUploader } from './repository';
