import { z } from '../zod';

/** Terms the shopper must accept: only `true` is valid, and the document says so with `const: true`. */
export const acceptedTerms = (message: string) =>
  z
    .literal(true, { error: message })
    // `const` is JSON Schema 2020-12 (OpenAPI 3.1); the metadata type only knows 3.0's words.
    .openapi({ const: true, description: message } as { description: string });
