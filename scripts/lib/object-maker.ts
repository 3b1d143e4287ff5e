// Objects whose members come from a list (the scoring's fields, schemas/scoring.ts), made as fast as objects
// written out by hand. V8 makes objects of one literal fast to build and to serialise; objects built member by
// member under keys read from a list go through generic stores and are many times slower to build, which shows at
// the scale of a build (hundreds of thousands of results). So the literal is written once from the list, compiled,
// and every object is made by it. Build-time code only: a host runtime may refuse to compile code.

/** A member of the object made: its key (an identifier) and the expression, of the maker's parameters, it holds. */
export type Member = readonly [key: string, expression: string];

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * A function of `params` that returns `{ key: expression, … }` with `members` in their order. Keys and parameters
 * must be identifiers; expressions are code of the project's own (never data).
 */
export function objectMaker<F extends (...args: never[]) => object>(
  params: readonly string[],
  members: readonly Member[],
): F {
  for (const name of [...params, ...members.map(([key]) => key)]) {
    if (!IDENTIFIER.test(name)) throw new Error(`objectMaker: ${JSON.stringify(name)} is not an identifier`);
  }
  const literal = members.map(([key, expression]) => `${key}: ${expression}`).join(', ');
  return new Function(...params, `return { ${literal} };`) as F;
}
