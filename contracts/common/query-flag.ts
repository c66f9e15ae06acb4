import { z } from '../zod';

/**
 * A yes/no query parameter. The server reads it with zod's stringbool (true/false, 1/0, yes/no, on/off,
 * y/n, enabled/disabled, any case); the document lists the two values clients send, so it is never
 * looser than the server.
 */
export const queryFlag = () =>
  z.stringbool().openapi({ type: 'string', enum: ['true', 'false'], description: 'true or false.' });
