/** Per-field messages, in the order the spec lists the checks; the first one becomes the answer's `message`. */
export type FieldErrors = Record<string, string[]>;

export class FieldErrorList {
  private readonly errors: FieldErrors = {};

  add(field: string, message: string): this {
    (this.errors[field] ??= []).push(message);
    return this;
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  toJSON(): FieldErrors {
    return { ...this.errors };
  }

  first(): string | undefined {
    return Object.values(this.errors)[0]?.[0];
  }
}

/** A request value as text: strings as given, numbers spelled out, anything else empty. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export const lettersAndDigits = /^[A-Za-z0-9]+$/;
