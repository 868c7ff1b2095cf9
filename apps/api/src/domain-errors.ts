// What the wiki refuses, said in the domain's words. Services and guards throw these and know
// nothing of HTTP; `http/errors.ts` is the one place that turns each kind into a status code
// (docs/decisions/011-domain-errors.md).
import type { ErrorCode, FieldError } from '@dfwiki/shared';

export abstract class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist, or is not the caller's to see. */
export class NotFound extends DomainError {
  constructor(what: string) {
    super('NOT_FOUND', `${what} not found.`);
  }
}

/** `value`, or NotFound when the lookup found nothing (null or undefined). */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new NotFound(what);
  return value;
}

/** The request names something that cannot be: an unknown reference, a mismatched id, no file. */
export class Invalid extends DomainError {}

/** The write clashes with what is stored: a taken name or code, a closed review, the last admin. */
export class Conflict extends DomainError {}

/** Nobody is signed in, or the credentials are wrong. */
export class Unauthenticated extends DomainError {}

/** Signed in, but this account may not do it. */
export class Forbidden extends DomainError {}

/** A quota is used up. `retryAfterSeconds` is sent to the client when the wait is known. */
export class LimitReached extends DomainError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(code, message);
  }
}

/** The content sent is of a kind the wiki cannot read (an upload that is not an image). */
export class Unsupported extends DomainError {}
