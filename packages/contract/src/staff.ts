// Issue 11: filled by the work on its calls.
export {};
