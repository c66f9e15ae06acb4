import { type Failure, failure } from '../domain/failure';

/** Whether every `%XX` in the path decodes, and to UTF-8 (`%ZZ`, a cut `%E0%A4` or `%C0%AF` do not). */
export function decodesAsUtf8(path: string): boolean {
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** 400 API400 for a path whose percent-encoding does not decode: the route parameters could not be read. */
export const undecodablePath = (): Failure => failure('API400', 'path: not valid percent-encoded UTF-8');
