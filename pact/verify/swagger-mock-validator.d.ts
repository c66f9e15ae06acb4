/**
 * The package's `types` field names lib/api-types.d.ts, which 14.5.0 does not ship; this declares the part of
 * its public entry (dist/swagger-mock-validator-factory.js) that pact/verify uses, as the dist code reads it.
 */
declare module '@pactflow/swagger-mock-validator' {
  export interface ValidationResult {
    code: string;
    message: string;
    type: 'error' | 'warning';
    source: string;
    mockDetails?: {
      interactionDescription?: string;
      interactionState?: string;
      /** e.g. `[root].interactions[3].response.body.items`, indexed over the HTTP interactions only. */
      location: string;
      mockFile: string;
      value: unknown;
    };
    specDetails?: {
      /** e.g. `[root].paths./cart/v1/item.post.responses.200.content.application/json.schema.type` */
      location: string;
      pathMethod?: string;
      pathName?: string;
      specFile: string;
      value: unknown;
    };
  }

  export interface ValidationOutcome {
    success: boolean;
    failureReason?: string;
    errors: ValidationResult[];
    warnings: ValidationResult[];
  }

  export interface UserOptions {
    specPathOrUrl: string;
    mockPathOrUrl: string;
    /** Strings, as on the command line: only 'true' turns an option on. */
    additionalPropertiesInResponse?: 'true' | 'false';
    requiredPropertiesInResponse?: 'true' | 'false';
  }

  export interface SwaggerMockValidator {
    validate(options: UserOptions): Promise<ValidationOutcome>;
  }

  export const SwaggerMockValidatorFactory: {
    create(auth?: string): SwaggerMockValidator;
  };
}
