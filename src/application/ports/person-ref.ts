/** A person as another record names them: a holder, an assignee, whoever made a change or acts for someone. */
export interface PersonRef {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}
