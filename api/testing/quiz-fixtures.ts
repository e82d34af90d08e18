// A quiz question the authoring tests and the fuzzer's staff recipes both send: one right option of two, in the
// shape of the staff quiz input. Test data only.

/** "Which lens gathers the rays?": the convex one is right. */
export const LENS_QUESTION = {
  kind: 'single',
  text: 'Какая линза собирает лучи?',
  options: [
    { text: 'Выпуклая', is_correct: true },
    { text: 'Вогнутая', is_correct: false },
  ],
};
