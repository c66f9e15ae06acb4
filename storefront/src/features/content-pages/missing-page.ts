import { isApiError } from '../../commerce/commerce-error';

/** The content API has no page at this slug (or the draft is not published): the page is not found. */
export const isMissingPage = (error: unknown): boolean => isApiError(error) && error.errorId === 'API404';
