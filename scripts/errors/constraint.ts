// Route constraints whose answers come from the catalogue: the one way to say "these values have files,
// this error for any other value, that one for a well-formed value that names nothing".
import type { ErrorAnswer, ParamConstraint } from '../routes/schema.ts';
import type { FileError } from './catalogue.ts';

/** A catalogue error as a route answers it: the body file and the status. */
export function answerOf(error: FileError): ErrorAnswer {
  if (error.status !== 400 && error.status !== 404) throw new Error(`${error.file}: a route answers 400 or 404`);
  return { to: error.file, status: error.status };
}

export function constraint(
  allowed: readonly string[],
  otherwise: FileError,
  wellFormed?: { pattern: RegExp; error: FileError },
): ParamConstraint {
  return {
    allowed,
    otherwise: answerOf(otherwise),
    ...(wellFormed === undefined
      ? {}
      : { wellFormed: { pattern: wellFormed.pattern.source, ...answerOf(wellFormed.error) } }),
  };
}
