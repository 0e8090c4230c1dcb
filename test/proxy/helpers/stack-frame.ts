/** A V8 stack frame line, as `err.stack` prints it (`\n    at fn (file:line:col)`): no answer may hold one. */
export const STACK_FRAME = /\n\s+at \S/;
