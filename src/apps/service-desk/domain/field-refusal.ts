/** A refused answer or setting, at the field of the request it is about (the server answers it at `body.<field>`). */
export interface FieldRefusal {
  readonly field: string;
  readonly message: string;
  readonly code: string;
}
