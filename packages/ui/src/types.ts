/** A button described by its text and what it does (empty states, gates). */
export interface UiAction {
  label: string;
  onClick(): void;
}
