/**
 * The failures the adapter's calls reject with (errors as values with their catalogue entry), as the UI
 * reads them: features and routes import them from here, never from the client in api/.
 */
export { ApiError, isApiError, NetworkError } from '../api/api-error';
export { loadErrorCatalogue } from '../api/load-error-catalogue';
