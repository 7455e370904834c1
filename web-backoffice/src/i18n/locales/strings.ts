type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** A locale of one area: the same keys as its English, values free text. */
export type Translation<T> = Strings<T>;
