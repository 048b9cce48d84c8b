// V8's explicit compile hint for a whole script (Chromium 136 and later): a
// magic comment on the script's first line asks V8 to compile every function
// in it eagerly, on the thread that parses the script while it streams in.
// Without it V8 compiles each function on the main thread the first time it
// runs. Almost all of step 1's script runs before the calendar shows (React,
// the element's start-up, the first render), so step 1 carries it; the lazy
// chunks do not. Firefox and WebKit read it as a comment.
export const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';
